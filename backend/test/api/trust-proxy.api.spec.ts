// TRUST_PROXY decides whose address the rate limits count: behind a trusted proxy each client
// (X-Forwarded-For) has its own view-key guessing limit; with TRUST_PROXY=false every request
// counts against the address that connected (here the proxy, 127.0.0.1).
import { DEMO_VIEW_KEY } from '@commissionbee/shared/demo';
import { startTestApp, type TestApp } from '../support/harness.js';

const GUESSER = '203.0.113.7';
const NEIGHBOUR = '203.0.113.8';

async function guessUntilBlocked(t: TestApp, from: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 35; i++) {
    const res = await t.http
      .get('/api/bee/rep-key-data')
      .set('X-Forwarded-For', from)
      .query({ view_key: `guess-${i}-abcdefghijklmnopqrstuvwxyz` });
    statuses.push(res.status);
  }
  return statuses;
}

const demoKeyFrom = (t: TestApp, from: string) =>
  t.http
    .get('/api/bee/rep-key-data')
    .set('X-Forwarded-For', from)
    .query({ view_key: DEMO_VIEW_KEY });

describe('TRUST_PROXY', () => {
  it('by default (loopback) limits each forwarded client on its own', async () => {
    const t = await startTestApp({ SEED_DEMO: 'true' });
    try {
      expect((await guessUntilBlocked(t, GUESSER)).slice(-2)).toEqual([429, 429]);
      expect((await demoKeyFrom(t, GUESSER)).status).toBe(429);
      expect((await demoKeyFrom(t, NEIGHBOUR)).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('with false counts every request against the connecting address', async () => {
    const t = await startTestApp({ SEED_DEMO: 'true', TRUST_PROXY: 'false' });
    try {
      expect((await guessUntilBlocked(t, GUESSER)).slice(-2)).toEqual([429, 429]);
      expect((await demoKeyFrom(t, NEIGHBOUR)).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
