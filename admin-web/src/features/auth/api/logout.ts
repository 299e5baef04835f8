// POST /auth/logout {token}: revokes the session on the server; the token leaves this browser
// whatever the server answers.
import { auth } from '@commissionbee/shared/contracts/routes';
import { pathOf } from '@commissionbee/shared/contracts/client';
import { api, clearToken, getToken } from '../../../config/api';

export async function logout(): Promise<void> {
  const token = getToken();
  clearToken();
  if (!token) return;
  try {
    // The stored token is already gone, so the bearer header is set here explicitly.
    await api.raw(pathOf(auth.logout), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify({ token }),
    });
  } catch {
    // Offline or server down: the local session is over anyway.
  }
}
