// Components rendered on their own (outside renderApp) get the app's language context too.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import * as english from 'virtual:cb-catalogue/rep/en';
import * as spanish from 'virtual:cb-catalogue/rep/es-US';
import { I18nProvider, type LanguagePack } from '@commissionbee/ui/i18n/I18nProvider';
import catalogues from 'virtual:cb-catalogues/rep';

export const PACKS: Record<'en' | 'es-US', LanguagePack> = { en: english, 'es-US': spanish };

export function I18nForTests({
  language = 'en',
  children,
}: {
  language?: 'en' | 'es-US';
  children: ReactNode;
}) {
  return (
    <I18nProvider
      language={language}
      loaders={catalogues}
      initial={{ language, pack: PACKS[language] }}
    >
      {children}
    </I18nProvider>
  );
}

export function renderWithI18n(
  ui: ReactElement,
  language: 'en' | 'es-US' = 'en',
  options?: Omit<RenderOptions, 'wrapper'>,
) {
  return render(ui, {
    ...options,
    wrapper: ({ children }) => <I18nForTests language={language}>{children}</I18nForTests>,
  });
}
