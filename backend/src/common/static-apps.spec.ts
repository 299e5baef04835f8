import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { serveApps } from './static-apps.js';

describe('serveApps', () => {
  let root: string;
  let app: express.Express;
  const ICO = Buffer.from([0, 0, 1, 0, 1, 0]);

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'cb-static-'));
    for (const name of ['admin-web', 'rep-pwa']) {
      mkdirSync(join(root, name, 'dist'), { recursive: true });
      writeFileSync(join(root, name, 'dist', 'index.html'), `<html>${name}</html>`);
    }
    writeFileSync(join(root, 'rep-pwa', 'dist', 'favicon.ico'), ICO);
    app = express();
    serveApps(app, root);
    app.use((_req, res) => res.status(404).json({ statusCode: 404 }));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('answers /favicon.ico with the icon, not an app page', async () => {
    const res = await request(app).get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/icon/);
    expect(Buffer.compare(res.body as Buffer, ICO)).toBe(0);
  });

  it('answers a missing file with 404 rather than the admin HTML', async () => {
    for (const path of ['/robots.txt', '/assets/gone-1234.js', '/apple-touch-icon.png']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('admin-web');
    }
  });

  it('still sends app routes to their HTML', async () => {
    expect((await request(app).get('/bee/ledger')).text).toContain('admin-web');
    expect((await request(app).get('/bee/dash')).text).toContain('rep-pwa');
  });
});
