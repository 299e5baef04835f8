/* global window, document */
// Applies the stored colour theme and language before the first paint (see theme.ts and
// i18n/I18nProvider.tsx), so a screen reader meets the right `lang` from the start. Loaded as a classic,
// blocking, same-origin script from <head>, because the CSP refuses inline scripts.
(function () {
  try {
    var choice = window.localStorage.getItem('cb-theme');
    if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
    var language = window.localStorage.getItem('cb-language');
    if (language && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(language))
      document.documentElement.lang = language;
  } catch {
    // storage disabled: the theme follows the system
  }
})();
