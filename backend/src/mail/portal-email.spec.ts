import { renderPortalEmail, type PortalEmailInput } from './portal-email.js';

const input = (overrides: Partial<PortalEmailInput> = {}): PortalEmailInput => ({
  company: { name: 'Demo Solar Co.', color: null, logo: null },
  repName: 'Liam Carter',
  payDate: '3/5/2024',
  link: 'http://portal.test/bee/view/abc_DEF-123',
  ...overrides,
});

describe('renderPortalEmail', () => {
  it('names the company in the subject and carries name, pay date and link in both parts', () => {
    const sut = renderPortalEmail(input());
    expect(sut.subject).toBe('Your Demo Solar Co. commission portal');
    for (const part of [sut.html, sut.text]) {
      expect(part).toContain('Liam Carter');
      expect(part).toContain('http://portal.test/bee/view/abc_DEF-123');
    }
  });

  it('says the pay information is as of the send date, never that it is a pay date', () => {
    const sut = renderPortalEmail(input({ payDate: '11/23/2026' }));
    for (const part of [sut.html, sut.text]) {
      expect(part).toContain('your pay information as of 11/23/2026');
      expect(part).not.toMatch(/pay date/i);
    }
    expect(sut.html).toContain('href="http://portal.test/bee/view/abc_DEF-123"');
  });

  it('escapes markup from the ledger and the company in the HTML part', () => {
    const sut = renderPortalEmail(
      input({
        repName: '<b>Bob</b>',
        company: { name: '<script>x()</script> & Co', color: null, logo: null },
      }),
    );
    expect(sut.html).toContain('&lt;b&gt;Bob&lt;/b&gt;');
    expect(sut.html).not.toContain('<b>Bob</b>');
    expect(sut.html).not.toContain('<script>');
    expect(sut.html).toContain('&lt;script&gt;x()&lt;/script&gt; &amp; Co');
    expect(sut.text).toContain('Hi <b>Bob</b>,');
  });

  it('does not evaluate template syntax found in a value', () => {
    const sut = renderPortalEmail(input({ repName: '{{link}} {{{logo}}}' }));
    expect(sut.html).toContain('Hi {{link}} {{{logo}}},');
  });

  it("uses the company's colour and logo when they are safe to embed, the defaults otherwise", () => {
    const branded = renderPortalEmail(
      input({ company: { name: 'A', color: '#0a7', logo: 'https://cdn.example/logo.png' } }),
    );
    expect(branded.html).toContain('background:#0a7;');
    expect(branded.html).toContain('<img src="https://cdn.example/logo.png" alt="A"');

    const hostile = renderPortalEmail(
      input({
        company: { name: 'A', color: 'red;background-image:url(x)', logo: 'javascript:alert(1)' },
      }),
    );
    expect(hostile.html).not.toContain('background-image');
    expect(hostile.html).not.toContain('javascript:');
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).toContain('background:#f5b301;');
  });
});
