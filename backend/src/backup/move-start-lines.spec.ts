import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { moveStartLines as sut } from './data-dir-tools.js';

describe('move-to-postgres: the start line it prints', () => {
  const secret = 'a'.repeat(64);
  const dir = mkdtempSync(join(tmpdir(), "cb-move it's-"));
  const file = join(dir, 'jwt-secret');
  writeFileSync(file, `${secret}\n`);

  it('masks the password and points at the secret instead of printing it', () => {
    const text = sut({
      databaseUrl: 'postgres://cb:s3cret-Pass@db.example:5432/commissionbee',
      jwtSecretFile: file,
    }).join('\n');
    expect(text).not.toContain('s3cret-Pass');
    expect(text).not.toContain(secret);
    expect(text).toContain("DATABASE_URL='postgres://cb:***@db.example:5432/commissionbee'");
    expect(text).toContain(file);
    expect(text).toMatch(/\*\*\* stands for the database password/);
  });

  it('gives a command the shell runs to read the secret (even from a path with a quote)', () => {
    const [line] = sut({ databaseUrl: 'postgres://db.example/cb', jwtSecretFile: file });
    const command = line.trim().replace(/ npm start$/, ' printenv JWT_SECRET');
    expect(execFileSync('sh', ['-c', command], { encoding: 'utf8' }).trim()).toBe(secret);
  });

  it('names the secret the user set when none was generated', () => {
    const text = sut({ databaseUrl: 'postgres://db.example/cb', jwtSecretFile: null }).join('\n');
    expect(text).toContain("DATABASE_URL='postgres://db.example/cb' npm start");
    expect(text).toContain('the JWT_SECRET you set');
    expect(text).not.toContain('***');
  });
});
