/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_BOOKING_URL?: string;
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
