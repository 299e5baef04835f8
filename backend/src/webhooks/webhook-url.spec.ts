import { isInternalAddress, resolveWebhookUrl, WebhookUrlError } from './webhook-url.js';

describe('webhook URLs', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
  ])('counts %s as internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'counts %s as public',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );

  it('refuses http, loopback names and internal literals unless private addresses are allowed', async () => {
    await expect(resolveWebhookUrl('http://8.8.8.8/hook', false)).rejects.toThrow(
      'must start with https://',
    );
    await expect(resolveWebhookUrl('https://localhost/hook', false)).rejects.toThrow(
      WebhookUrlError,
    );
    await expect(resolveWebhookUrl('https://[::1]/hook', false)).rejects.toThrow('private');
    await expect(resolveWebhookUrl('https://169.254.169.254/', false)).rejects.toThrow('private');
    await expect(resolveWebhookUrl('https://user:pw@8.8.8.8/', false)).rejects.toThrow('user name');
    await expect(resolveWebhookUrl('http://127.0.0.1:9/hook', true)).resolves.toMatchObject({
      address: '127.0.0.1',
    });
  });
});
