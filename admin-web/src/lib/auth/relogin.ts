// POST /auth/relogin: a fresh token carrying the user's current company; stored at once.
import { auth } from '@commissionbee/shared/contracts/routes';
import { client, setToken } from '../../config/api';

export async function relogin(): Promise<string> {
  const answer = await client.call(auth.relogin);
  if (!answer?.token) throw new Error('The server did not return a new session.');
  setToken(answer.token);
  return answer.token;
}
