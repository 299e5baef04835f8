/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External booking page behind 'Schedule a Demo'. */
  readonly VITE_BOOKING_URL?: string;
  /** Where admins write for help (default support@commissionbee.local). */
  readonly VITE_SUPPORT_EMAIL?: string;
}

declare module 'virtual:cb-catalogues/*' {
  import type { CatalogueLoaders } from '@commissionbee/ui/i18n/I18nProvider';
  const loaders: CatalogueLoaders;
  export default loaders;
}

declare module 'virtual:cb-catalogue/*' {
  import type { Catalogue } from '@commissionbee/shared/i18n/messages';
  const catalogue: Catalogue;
  export default catalogue;
  export { createTranslator } from '@commissionbee/shared/i18n/messages';
}
