// POST /bee/rep-previews {email}: a read-only key for the admin's preview of a rep's portal. The
// rep's own key would write as the rep; this one makes the server refuse every write (issue 27).
import { viewKeys } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';

export async function createRepPreview(email: string): Promise<string> {
  const answer = await client.call(viewKeys.preview, { body: { email } });
  if (!answer?.preview_key) throw new Error(`No preview for ${email}`);
  return answer.preview_key;
}
