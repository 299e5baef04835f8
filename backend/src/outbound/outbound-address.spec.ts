import { isGlobalUnicast } from './outbound-address.js';
import { pinnedLookup, resolveOutbound } from './outbound-client.js';

describe('the outbound address rule', () => {
  it.each([
    // IPv4: this network, private, CGNAT, loopback, link-local, protocol, documentation,
    // benchmarking, 6to4 relay, multicast, reserved, broadcast
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.5',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    // IPv6: unspecified, loopback, IPv4-mapped (dotted and hex) and -compatible
    '::',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
    '::FFFF:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:0:127.0.0.1',
    '::127.0.0.1',
    '[::127.0.0.1]',
    '::7f00:1',
    '::8.8.8.8',
    // NAT64 (well-known and local-use), discard, 6to4, Teredo, benchmarking, ORCHID, documentation
    '64:ff9b::7f00:1',
    '64:ff9b::127.0.0.1',
    '64:ff9b::8.8.8.8',
    '64:ff9b:1::a00:1',
    '64:ff9b:1:ffff::1',
    '100::1',
    '2002:7f00:1::1',
    '2002::1',
    '2001::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:2::1',
    '2001:10::1',
    '2001:db8::1',
    '3fff::1',
    // ULA, link-local, site-local, multicast, zones
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'febf::1',
    'fec0::1',
    'feff::1',
    'ff02::1',
    'ff0e::1',
    // not addresses at all
    'localhost',
    '',
    '1.2.3',
  ])('refuses %s', (address) => {
    expect(isGlobalUnicast(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.169.0.1',
    '223.255.255.254',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200a',
    '2001:4860:4860::8888',
    '2001:200::1',
  ])('allows the global unicast %s', (address) => {
    expect(isGlobalUnicast(address)).toBe(true);
  });

  it('refuses internal URLs in every spelling the URL parser accepts', async () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://[::1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[::127.0.0.1]/',
      'https://[64:ff9b::127.0.0.1]/',
      'https://[64:ff9b:1::a00:5]/',
      'https://[2002:a9fe:a9fe::1]/',
      'https://[2001::1]/',
      'https://[fec0::1]/',
      'https://[fd00::1]/',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/',
    ]) {
      await expect(resolveOutbound(url, false)).rejects.toThrow(
        /private, loopback or internal|could not be found/,
      );
    }
  });

  it('refuses http, credentials and garbage unless private addresses are allowed', async () => {
    await expect(resolveOutbound('http://8.8.8.8/hook', false)).rejects.toThrow('https://');
    await expect(resolveOutbound('https://user:pw@8.8.8.8/', false)).rejects.toThrow('user name');
    await expect(resolveOutbound('not a url', false)).rejects.toThrow('Enter a URL');
    await expect(resolveOutbound('http://127.0.0.1:9/hook', true)).resolves.toMatchObject({
      addresses: [{ address: '127.0.0.1', family: 4 }],
    });
  });

  it('answers the pinned addresses in the single and the list form', () => {
    const lookup = pinnedLookup([
      { address: '127.0.0.1', family: 4 },
      { address: '::1', family: 6 },
    ]);
    const answer = (options: object) => {
      let args: unknown[] = [];
      lookup('hooks.example.com', options as never, (...given: unknown[]) => (args = given));
      return args;
    };
    expect(answer({ family: 0 })).toEqual([null, '127.0.0.1', 4]);
    expect(answer({ all: true })).toEqual([
      null,
      [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ],
    ]);
    expect(answer({ all: true, family: 6 })).toEqual([null, [{ address: '::1', family: 6 }]]);
  });
});
