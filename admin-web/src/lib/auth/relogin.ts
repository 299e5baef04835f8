// POST /auth/relogin: a fresh token carrying the user's current company; stored at once.
import { api, setToken } from '../../config/api';

export async function relogin(): Promise<string> {
  const answer = await api.post<{ token?: string }>('/auth/relogin');
  if (!answer?.token) throw new Error('The server did not return a new session.');
  setToken(answer.token);
  return answer.token;
}
