/** The layout tests' pseudo-language (libs/ui/src/i18n/catalogue-plugin.ts): English, accented and longer. */
export const PSEUDO_LANGUAGE = 'en-XA';
