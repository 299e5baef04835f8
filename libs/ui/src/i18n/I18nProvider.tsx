// The apps' language (issue 33): which language is shown, its catalogue (loaded on demand, one
// module per language) and the formatters for dates and numbers in it. Messages are ICU
// (intl-messageformat); money keeps the exact cents of @commissionbee/shared/money.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  createTranslator,
  type Catalogue,
  type Translator,
} from '@commissionbee/shared/i18n/messages';
import { createFormats, type Formats } from '@commissionbee/shared/i18n/formats';

export type CatalogueLoaders = Readonly<Record<string, () => Promise<{ default: Catalogue }>>>;

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
  /** A catalogue already in hand (tests; the source language preloaded): shown without waiting. */
  initial?: { language: string; catalogue: Catalogue };
  /** Called after a switch has been shown, to remember the choice. */
  onLanguageChange?: (language: string) => void;
  /** Shown while the first catalogue loads. */
  fallback?: ReactNode;
  children: ReactNode;
}

interface Loaded {
  language: string;
  catalogue: Catalogue;
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
        if (current) setLoaded({ language: wanted, catalogue: module.default });
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

  useEffect(() => {
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
            t: createTranslator(loaded.language, loaded.catalogue),
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
