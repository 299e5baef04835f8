// POST /auth/sso/lookup: whether an email's domain signs in through its company's identity
// provider (answers its start URL) or with a password (null). A failed lookup means a password.
import { sso } from '@commissionbee/shared/contracts/routes';
import { client } from '../../../config/api';

export async function ssoStartUrl(email: string): Promise<string | null> {
  try {
    const answer = await client.call(sso.lookup, { body: { email } });
    return answer?.method === 'sso' ? answer.start_url : null;
  } catch {
    return null;
  }
}
