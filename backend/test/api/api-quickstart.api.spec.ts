// docs/api.md's quick start, run as written: its shell blocks with bash (curl), its Node
// scripts with node, against a listening server, with its webhook receiver verifying real
// deliveries. A change of the API that breaks the docs fails here.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEMO_ADMIN, startTestApp, type TestApp } from '../support/harness.js';

const run = promisify(execFile);

/** The docs' blocks tagged `quickstart:<name>`, by name. */
function quickstartBlocks(): Record<string, { lang: string; code: string }> {
  const markdown = readFileSync(
    join(import.meta.dirname, '..', '..', '..', 'docs', 'api.md'),
    'utf8',
  );
  const blocks: Record<string, { lang: string; code: string }> = {};
  for (const m of markdown.matchAll(/^```(\w+) quickstart:([\w.-]+)\n([\s\S]*?)^```/gm))
    blocks[m[2]] = { lang: m[1], code: m[3] };
  return blocks;
}

describe('docs/api.md quick start', () => {
  let t: TestApp;
  let baseUrl: string;
  let receiver: ChildProcess | null = null;
  const dir = mkdtempSync(join(tmpdir(), 'cb-quickstart-'));
  const blocks = quickstartBlocks();
  const env: Record<string, string> = {};

  const sh = async (name: string) => {
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', blocks[name].code], {
      cwd: dir,
      env: { ...process.env, ...env },
      timeout: 30_000,
    });
    return stdout;
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    await t.app.app.listen(0, '127.0.0.1');
    const { port } = t.app.app.getHttpServer().address() as AddressInfo;
    baseUrl = `http://127.0.0.1:${port}`;
    Object.assign(env, {
      BASE_URL: baseUrl,
      ADMIN_EMAIL: DEMO_ADMIN.email,
      ADMIN_PASSWORD: DEMO_ADMIN.password,
    });
    for (const [name, block] of Object.entries(blocks))
      if (block.lang !== 'sh') writeFileSync(join(dir, name), block.code);
  });
  afterAll(async () => {
    receiver?.kill();
    await t?.close();
  });

  it('has the blocks the steps need', () => {
    expect(Object.keys(blocks).sort()).toEqual([
      'create-token',
      'curl-upload',
      'ledger.csv',
      'receiver.mjs',
      'register-webhook',
      'upload.mjs',
    ]);
  });

  it('runs every step: token, webhook receiver, curl upload (idempotent), Node upload, verified deliveries', async () => {
    const token = JSON.parse(await sh('create-token')) as { secret: string };
    expect(token.secret).toMatch(/^cbk_/);
    env.CB_TOKEN = token.secret;

    const receiverPort = 20000 + Math.floor(Math.random() * 20000);
    env.RECEIVER_URL = `http://127.0.0.1:${receiverPort}/webhooks`;
    const endpoint = JSON.parse(await sh('register-webhook')) as { secret: string };
    expect(endpoint.secret).toMatch(/^whsec_/);

    const lines: string[] = [];
    receiver = spawn('node', ['receiver.mjs'], {
      cwd: dir,
      env: { ...process.env, PORT: String(receiverPort), WEBHOOK_SECRET: endpoint.secret },
    });
    receiver.stdout!.on('data', (chunk: Buffer) =>
      lines.push(...chunk.toString().trim().split('\n')),
    );
    // Listening: a delivery with a wrong signature is refused.
    let refused = 0;
    for (let i = 0; i < 50 && !refused; i++) {
      refused = await fetch(env.RECEIVER_URL, {
        method: 'POST',
        headers: { 'CommissionBee-Signature': `t=${Math.floor(Date.now() / 1000)},v1=00` },
        body: '{}',
      })
        .then((r) => r.status)
        .catch(() => 0);
      if (!refused) await new Promise((r) => setTimeout(r, 100));
    }
    expect(refused).toBe(400);

    const first = JSON.parse(await sh('curl-upload'));
    expect(first).toMatchObject({ message: 'success', added: 2 });
    const retried = JSON.parse(await sh('curl-upload'));
    expect(retried.upload_id).toBe(first.upload_id);

    const { stdout } = await run('node', ['upload.mjs'], {
      cwd: dir,
      env: { ...process.env, ...env },
      timeout: 30_000,
    });
    expect(stdout).toContain("message: 'success'");

    const deadline = Date.now() + 20_000;
    while (lines.filter((l) => l.startsWith('verified upload.completed')).length < 2) {
      if (Date.now() > deadline) throw new Error(`receiver printed: ${lines.join(' | ')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
