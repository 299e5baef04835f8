// Following a queued send through GET /api/mail/sends/:id until every rep is settled.
import type { SendProgress } from '@commissionbee/shared/types';
import type { TestApp } from './harness.js';

export async function waitForSend(
  t: TestApp,
  auth: string,
  id: string,
  ms = 30_000,
): Promise<SendProgress> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await t.http.get(`/api/mail/sends/${id}`).set('Authorization', auth);
    if (res.status !== 200) throw new Error(`progress ${res.status} ${JSON.stringify(res.body)}`);
    const progress = res.body as SendProgress;
    if (progress.state !== 'sending') return progress;
    if (Date.now() > deadline)
      throw new Error(`send ${id} still sending after ${ms} ms: ${JSON.stringify(progress)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
