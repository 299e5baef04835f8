// The API documentation page (/api/docs, Swagger UI) under its own content security policy
// (issue 26): it renders in Chromium with nothing refused, and the policy allows no more than the
// page needs (no other origin, no inline script, no framing).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launchBrowser, newContext } from '../support/browser.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('/api/docs', () => {
  // Swagger UI (5.3x) draws long documents virtually: only the operations near the viewport are in
  // the page, so the test scrolls through the document and counts what was drawn on the way.
  it('renders the operations with its content security policy and nothing refused', async () => {
    const page = await (await newContext(browser)).newPage();
    const refused: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const answer = await page.goto('/api/docs');
    const csp = (await answer!.allHeaders())['content-security-policy'];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain('http');

    await page.locator('.swagger-ui .info .title', { hasText: 'CommissionBee API' }).waitFor();
    // The document came in (connect-src 'self') and its operations are drawn, to the last tag.
    await page.locator('.opblock').first().waitFor();
    const paths = new Set<string>();
    for (let step = 0, last = -1; step < 400; step++) {
      for (const path of await page.locator('.opblock-summary-path').allTextContents())
        paths.add(path.replace(/\u200b/g, ''));
      const y = await page.evaluate(() => window.scrollY);
      if (y === last) break; // the end of the page
      last = y;
      await page.mouse.wheel(0, 500);
      await page.waitForTimeout(100);
    }
    const document = (await (await fetch(`${baseURL()}/api/docs-json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
    expect([...paths].sort()).toEqual(Object.keys(document.paths).sort());
    // Its stylesheet applied (style-src 'self'): Swagger UI's own layout, not a bare page.
    const display = await page
      .locator('.swagger-ui .opblock-summary')
      .first()
      .evaluate((el) => getComputedStyle(el).display);
    expect(display).toBe('flex');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    // The rest of the product keeps its own policy.
    const app = await fetch(`${baseURL()}/api/health`);
    expect(app.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
