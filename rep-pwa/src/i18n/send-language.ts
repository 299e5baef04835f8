// Tells the server the language the rep picked, so their emails and notifications follow it
// (issue 33). Best effort: offline, or in an admin's preview, the choice stays on this device.
import { isLanguage } from '@commissionbee/shared/i18n/languages';
import { repPortal } from '@commissionbee/shared/contracts/routes';
import { client } from '../lib/api-client';
import { isEmbeddedAdminPreview } from '../session/embedded';
import { rememberLanguage } from '@commissionbee/ui/i18n/stored-language';

/** What picking a language does: remember it on this device, and tell the server. */
export function onLanguageChosen(storage: Pick<Storage, 'setItem'> | null) {
  return (language: string) => {
    rememberLanguage(storage, language);
    sendLanguage(language);
  };
}

export function sendLanguage(language: string): void {
  if (!isLanguage(language) || isEmbeddedAdminPreview()) return;
  client.call(repPortal.setLanguage, { body: { language } }).catch(() => {
    // offline or refused: the device keeps the choice; the next pick sends it again
  });
}
