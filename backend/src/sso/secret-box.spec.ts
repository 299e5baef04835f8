import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box.js';

describe('SecretBox', () => {
  const sut = new SecretBox(randomBytes(32).toString('hex'));

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = sut.seal('s3cret-value', 10);
    expect(sealed).not.toContain('s3cret');
    expect(sut.open(sealed, 10)).toBe('s3cret-value');
  });

  it('refuses another company, an altered text and another key', () => {
    const sealed = sut.seal('s3cret-value', 10);
    expect(sut.open(sealed, 11)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('x'.repeat(12)).toString('base64url');
    expect(sut.open(parts.join('.'), 10)).toBeNull();
    expect(new SecretBox(randomBytes(32).toString('hex')).open(sealed, 10)).toBeNull();
  });
});
