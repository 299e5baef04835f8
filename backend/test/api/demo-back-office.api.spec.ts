// The demo company's back office on first start (SEED_DEMO): the Activity, Reps and Payroll Export
// screens are not empty — a few dated events that read as sentences, employee IDs for most reps
// (some left without, so the payroll screen shows who is missing), and a Gusto-ready summary.
import type { ActivityEvent, RepDirectoryRow } from '@commissionbee/shared/activity';
import { startTestApp, type TestApp } from '../support/harness.js';

describe('the demo back office', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO: 'true' });
    admin = await t.login('admin@demosolar.example', 'DemoAdmin-2024');
  });
  afterAll(() => t.close());

  it('has dated activity events that read as sentences', async () => {
    const res = await t.http
      .get('/api/bee/activity')
      .query({ pageSize: 100 })
      .set('Authorization', admin);
    expect(res.status).toBe(200);
    const rows = res.body.rows as ActivityEvent[];
    const seeded = rows.filter((e) => e.user_agent?.includes('Macintosh'));
    expect(seeded.length).toBeGreaterThanOrEqual(8);
    const sentences = seeded.map((e) => e.sentence);
    expect(sentences).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Dana Admin uploaded demo-seed\.csv \(\d+ rows, \$[\d,]+\.\d\d\)$/),
        expect.stringMatching(
          /^Dana Admin uploaded the employee ID mapping employee-ids\.csv \(8 reps\)$/,
        ),
        expect.stringMatching(/^Dana Admin exported payroll for \d{4}-\d\d-\d\d as Generic/),
        expect.stringMatching(
          /^Dana Admin changed calculator access of maya\.brooks@demosolar\.example$/,
        ),
      ]),
    );
    // Spread over the last days, newest first, none in the future.
    const times = seeded.map((e) => Date.parse(e.created_at));
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(48 * 3_600_000);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lists the reps with employee IDs for most of them, a few missing', async () => {
    const res = await t.http
      .get('/api/bee/reps')
      .query({ pageSize: 100 })
      .set('Authorization', admin);
    const rows = res.body.rows as RepDirectoryRow[];
    const withId = rows.filter((r) => r.employee_id);
    expect(withId.length).toBe(8);
    expect(rows.length).toBeGreaterThan(withId.length);
    expect(withId.find((r) => r.email === 'maya.brooks@demosolar.example')).toMatchObject({
      employee_id: '100101',
      first_name: 'Maya',
      last_name: 'Brooks',
      team_size: 5,
    });
    const payroll = await t.http.get('/api/bee/payroll').set('Authorization', admin);
    expect(payroll.body.reps.length).toBeGreaterThan(0);
    expect(payroll.body.missing.length).toBeGreaterThan(0);
  });
});
