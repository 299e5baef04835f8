import { OutboundRefused, resolveOutbound } from './outbound-client.js';

describe('resolving a host name under a deadline', () => {
  it('gives up on a name that never resolves: URL_HOST_TIMEOUT, within the deadline', async () => {
    const never = () => new Promise<never>(() => undefined);
    const started = Date.now();
    const refusal = await resolveOutbound('https://slow.example.com/hook', false, {
      lookupHost: never,
      lookupDeadlineMs: 200,
    }).catch((error: unknown) => error);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(refusal).toBeInstanceOf(OutboundRefused);
    const refused = refusal as OutboundRefused;
    expect(refused.code).toBe('URL_HOST_TIMEOUT');
    expect(refused.message).toContain('slow.example.com did not resolve within');
    // A slow resolver may answer later: not a reason to delete a push subscription.
    expect(refused.permanent).toBe(false);
  });

  it('tells a name that does not exist (URL_HOST_NOT_FOUND) from one that is slow', async () => {
    const missing = () => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    await expect(
      resolveOutbound('https://missing.example.com/', false, { lookupHost: missing }),
    ).rejects.toMatchObject({ code: 'URL_HOST_NOT_FOUND' });
  });

  it('still checks the addresses a name answers in time', async () => {
    const inside = async () => [{ address: '10.0.0.5', family: 4 }];
    const outside = async () => [{ address: '8.8.8.8', family: 4 }];
    await expect(
      resolveOutbound('https://a.example.com/', false, { lookupHost: inside }),
    ).rejects.toMatchObject({ code: 'URL_INTERNAL_ADDRESS' });
    await expect(
      resolveOutbound('https://a.example.com/', false, { lookupHost: outside }),
    ).resolves.toMatchObject({ addresses: [{ address: '8.8.8.8', family: 4 }] });
  });
});
