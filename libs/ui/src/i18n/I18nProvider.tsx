// The apps' language (issue 33): which language is shown, its catalogue (loaded on demand, one
// module per language) and the formatters for dates and numbers in it. Messages are ICU
// (intl-messageformat); money keeps the exact cents of @commissionbee/shared/money.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Catalogue, createTranslator, Translator } from '@commissionbee/shared/i18n/messages';
import { createFormats, type Formats } from '@commissionbee/shared/i18n/formats';

/**
 * A language's catalogue module (catalogue-plugin.ts): its messages, and the ICU formatter, which
 * comes with them so it is not in the app's first chunk.
 */
export interface LanguagePack {
  default: Catalogue;
  createTranslator: typeof createTranslator;
}

export type CatalogueLoaders = Readonly<Record<string, () => Promise<LanguagePack>>>;

export interface I18n {
  language: string;
  t: Translator;
  format: Formats;
  /** Shows `language` once its catalogue has loaded (offline too: the chunks are precached). */
  setLanguage: (language: string) => void;
}

const I18nContext = createContext<I18n | null>(null);

export interface I18nProviderProps {
  /** The language to show first. */
  language: string;
  loaders: CatalogueLoaders;
  /** A language already loaded (main.tsx loads the first before rendering; tests): no waiting. */
  initial?: { language: string; pack: LanguagePack };
  /** Called after a switch has been shown, to remember the choice. */
  onLanguageChange?: (language: string) => void;
  /** Shown while the first catalogue loads. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface Loaded {
  language: string;
  pack: LanguagePack;
}

export function I18nProvider({
  language,
  loaders,
  initial,
  onLanguageChange,
  fallback = null,
  children,
}: I18nProviderProps) {
  const [wanted, setWanted] = useState(language);
  const [loaded, setLoaded] = useState<Loaded | null>(
    initial && initial.language === language ? initial : null,
  );

  useEffect(() => setWanted(language), [language]);

  useEffect(() => {
    if (loaded?.language === wanted) return;
    const load = loaders[wanted] ?? loaders.en;
    let current = true;
    void load().then(
      (module) => {
        if (current) setLoaded({ language: wanted, pack: module });
      },
      () => {
        // A catalogue that cannot load (offline before it was ever cached): keep what is shown.
        if (current && !loaded && loaders.en && wanted !== 'en') setWanted('en');
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, loaders, loaded]);

  // In the commit that shows the new words, not after it: a screen reader (and a test that has
  // just found the new heading) never meets Spanish text under lang="en".
  useLayoutEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = loaded.language;
  }, [loaded]);

  const setLanguage = useCallback(
    (next: string) => {
      setWanted(next);
      onLanguageChange?.(next);
    },
    [onLanguageChange],
  );

  const value = useMemo<I18n | null>(
    () =>
      loaded
        ? {
            language: loaded.language,
            t: loaded.pack.createTranslator(loaded.language, loaded.pack.default),
            format: createFormats(loaded.language),
            setLanguage,
          }
        : null,
    [loaded, setLanguage],
  );

  if (!value) return <>{fallback}</>;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

/** The translator alone: `const t = useT(); t('dash.title')`. */
export function useT(): Translator {
  return useI18n().t;
}
