// Big teams in pieces (issue 34 item 4): a manager's first answer carries their own lines and one
// summary per team member, whose figures are the shared definitions' (libs/shared team-pay.ts) on
// the member's lines; a member's lines come from GET /bee/rep-key-data/team/:email, for a manager
// of that member only, in the manager's company only; with pay review on, both follow the
// published snapshot.
import { gzipSync } from 'node:zlib';
import { teamMembers } from '@commissionbee/shared/rep';
import { memberPay, summaryPay } from '@commissionbee/shared/member-pay';
import type { RepKeyData, RepRow, TeamMemberSummary } from '@commissionbee/shared/types';
import {
  aLedgerRow,
  anotherCompany,
  aRecord,
  type OtherCompany,
  storeRows,
  viewKeyOf,
} from '../support/builders.js';
import { startSignedIn, type TestApp } from '../support/harness.js';

const MANAGER = 'mia.manager@pieces.example';
const Y = new Date().getFullYear();
const day = (year: number, monthDay: string) => `${year}-${monthDay}`;

describe('big teams in pieces: team summaries and a member’s lines', () => {
  let t: TestApp;
  let a: OtherCompany;
  let b: OtherCompany;
  let managerKey: string;
  let repKey: string;

  const firstAnswer = async (key: string) => {
    const res = await t.http.get('/api/bee/rep-key-data').query({ view_key: key });
    expect(res.status).toBe(200);
    return res.body as RepKeyData & { team: TeamMemberSummary[] };
  };
  const memberLines = (key: string, email: string) =>
    t.http.get(`/api/bee/rep-key-data/team/${encodeURIComponent(email)}`).set('X-View-Key', key);
  const linesOf = async (key: string, email: string) => {
    const res = await memberLines(key, email);
    expect(res.status).toBe(200);
    return res.body.data as RepRow[];
  };

  beforeAll(async () => {
    ({ t } = await startSignedIn());
    a = await anotherCompany(t, 'Pieces Co');
    b = await anotherCompany(t, 'Other Pieces Co');
    const line = (rep_email: string, rep_name: string, pay_date: string, amount: number) =>
      aRecord({
        rep_email,
        rep_name,
        pay_date,
        amount,
        manager_email: ` ${MANAGER.toUpperCase()}`,
      });
    await storeRows(t, a.companyId, [
      aRecord({
        rep_email: MANAGER,
        rep_name: 'Mia Manager',
        pay_date: day(Y, '02-06'),
        amount: 5,
      }),
      // Ann: this year, last year, an older year, a future date, PENDING, CANCELLED, a chargeback,
      // cents that add up only exactly, her email spelt three ways.
      line('Ann@Pieces.example ', 'Ann Able', day(Y, '01-09'), 100.1),
      line('ann@pieces.example', 'Ann Able', day(Y, '01-09'), 200.2),
      line('ANN@pieces.example', 'Ann Able', day(Y, '03-06'), -50.15),
      line('ann@pieces.example', 'Ann Able', day(Y - 1, '12-19'), 1000),
      line('ann@pieces.example', 'Ann Able', day(Y - 3, '05-05'), 7),
      line('ann@pieces.example', 'Ann Able', day(Y + 1, '01-08'), 999.99),
      line('ann@pieces.example', 'Ann Able', 'PENDING', 400.05),
      line('ann@pieces.example', 'Ann Able', 'PENDING', 0.1),
      line('ann@pieces.example', 'Ann Able', 'CANCELLED', 70),
      // Ben: only an old paycheck and a cancelled line.
      line('ben@pieces.example', 'Ben Bold', day(Y - 4, '07-07'), 300),
      line('ben@pieces.example', 'Ben Bold', 'CANCELLED', 12),
      // Cal: only PENDING.
      line('cal@pieces.example', 'Cal Calm', 'PENDING', 42),
      // Ann under another manager (not Mia's to see), and a rep on nobody's team.
      aRecord({
        rep_email: 'ann@pieces.example',
        manager_email: 'zed@pieces.example',
        amount: 888,
      }),
      aRecord({ rep_email: 'otto@pieces.example', rep_name: 'Otto Other', amount: 77 }),
    ]);
    // Another company: a rep whose lines there name Mia's email as manager.
    await storeRows(t, b.companyId, [
      aRecord({ rep_email: 'bea@other.example', manager_email: MANAGER, manual_note: 'b-secret' }),
      aRecord({ rep_email: MANAGER, rep_name: 'Mia in B' }),
    ]);
    managerKey = await viewKeyOf(t, a.auth, MANAGER);
    repKey = await viewKeyOf(t, a.auth, 'otto@pieces.example');
  }, 120_000);
  afterAll(() => t?.close());

  it("answers a manager's own lines and one summary per member, not the members' lines", async () => {
    const data = await firstAnswer(managerKey);
    expect(data.data.map((r) => r.rep_email)).toEqual([MANAGER]);
    expect(data.team.map((m) => [m.name, m.email])).toEqual([
      ['Ann Able', 'ann@pieces.example'],
      ['Ben Bold', 'ben@pieces.example'],
      ['Cal Calm', 'cal@pieces.example'],
    ]);
  });

  it("gives each member the figures the shared definitions give on the member's lines", async () => {
    const { team } = await firstAnswer(managerKey);
    const everyLine: RepRow[] = [];
    for (const summary of team) {
      const lines = await linesOf(managerKey, summary.email);
      everyLine.push(...lines);
      // Today, the first and last day of this year, and the first day of the next one (a kept
      // answer read after New Year).
      for (const today of [
        new Date(),
        new Date(Y, 0, 1),
        new Date(Y, 11, 31),
        new Date(Y + 1, 0, 1),
      ])
        expect({ email: summary.email, ...summaryPay(summary, today) }).toEqual({
          email: summary.email,
          ...memberPay(lines, summary.email, today),
        });
    }
    // The members, their names and emails are teamMembers' over the same lines.
    expect(team.map(({ name, email }) => ({ name, email }))).toEqual(
      teamMembers(everyLine, MANAGER),
    );
    const ann = team.find((m) => m.email === 'ann@pieces.example')!;
    expect(ann.latest).toEqual({ pay_date: day(Y + 1, '01-08'), total: 999.99 });
    expect(ann.pending).toBe(400.15);
    // Paychecks since January 1st of last year only: the older one is not needed for a year to date.
    expect(ann.paychecks.map((p) => p.pay_date)).toEqual([
      day(Y + 1, '01-08'),
      day(Y, '03-06'),
      day(Y, '01-09'),
      day(Y - 1, '12-19'),
    ]);
    expect(summaryPay(ann, new Date(Y, 5, 1)).yearToDate).toBe(250.15);
    const ben = team.find((m) => m.email === 'ben@pieces.example')!;
    expect(ben).toMatchObject({
      latest: { pay_date: day(Y - 4, '07-07'), total: 300 },
      pending: 0,
    });
  });

  it("loads a member's lines: theirs under this manager, as the portal answers rows", async () => {
    const res = await memberLines(managerKey, ' ANN@pieces.example');
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('ann@pieces.example');
    const lines = res.body.data as RepRow[];
    expect(lines).toHaveLength(9);
    expect(
      lines
        .map((r) => r.pay_date)
        .slice(0, 3)
        .sort(),
    ).toEqual(['CANCELLED', 'PENDING', 'PENDING']);
    expect(lines.every((r) => r.manager_email?.trim().toLowerCase() === MANAGER)).toBe(true);
    expect(lines.some((r) => r.amount === 888)).toBe(false);
    expect(Object.keys(lines[0]).sort()).toEqual(
      Object.keys((await firstAnswer(managerKey)).data[0]).sort(),
    );
  });

  it('refuses a manager a rep not on their team: of the same company, and of another company', async () => {
    for (const email of ['otto@pieces.example', 'zed@pieces.example', 'bea@other.example']) {
      const res = await memberLines(managerKey, email);
      expect({ email, status: res.status, code: res.body.code }).toEqual({
        email,
        status: 404,
        code: 'TEAM_MEMBER_NOT_FOUND',
      });
      expect(res.text).not.toContain('b-secret');
    }
  });

  it('refuses a rep who manages nobody any lines, and an unknown key', async () => {
    for (const email of ['ann@pieces.example', 'otto@pieces.example']) {
      const res = await memberLines(repKey, email);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('REP_NOT_A_MANAGER');
    }
    expect((await memberLines('not-a-key-at-all-0123456789', 'ann@pieces.example')).status).toBe(
      404,
    );
  });

  it("keeps a plain rep's answer as it was, with an empty team", async () => {
    const data = await firstAnswer(repKey);
    expect(data.team).toEqual([]);
    expect(data.data.map((r) => r.amount)).toEqual([77]);
  });

  it('with review on, hides unpublished lines from the summary and from the member lines', async () => {
    const admin = a.auth;
    const settings = await t.http
      .put('/api/bee/pay-run-settings')
      .set('Authorization', admin)
      .send({ review_before_publish: true, second_approver: false });
    expect(settings.status).toBe(200);
    const draft = day(Y, '01-23');
    const uploaded = await t.http
      .post('/api/bee/ledger')
      .set('Authorization', admin)
      .send({
        data: [
          aLedgerRow({
            rep_email: 'cal@pieces.example',
            rep_name: 'Cal Calm',
            manager_email: MANAGER,
            pay_date: draft,
            amount: 5000,
            item_name: 'Draft job',
          }),
        ],
      });
    expect(uploaded.status).toBe(200);

    const cal = async () =>
      (await firstAnswer(managerKey)).team.find((m) => m.name === 'Cal Calm')!;
    expect(await cal()).toMatchObject({ latest: null, paychecks: [], pending: 42 });
    expect((await linesOf(managerKey, 'cal@pieces.example')).map((r) => r.pay_date)).toEqual([
      'PENDING',
    ]);

    for (const step of ['approve', 'publish']) {
      const res = await t.http
        .post(`/api/bee/pay-dates/${draft}/${step}`)
        .set('Authorization', admin)
        .send({});
      expect(res.status).toBe(200);
    }
    expect(await cal()).toMatchObject({
      latest: { pay_date: draft, total: 5000 },
      paychecks: [{ pay_date: draft, total: 5000 }],
    });
    const lines = await linesOf(managerKey, 'cal@pieces.example');
    expect(lines.map((r) => r.pay_date)).toEqual(['PENDING', draft]);
    expect(summaryPay(await cal(), new Date(Y, 11, 31))).toEqual(
      memberPay(lines, 'cal@pieces.example', new Date(Y, 11, 31)),
    );
  });

  it('answers a 49-rep team of 200 lines each in under 100 kB gzipped', async () => {
    const big = await anotherCompany(t, 'Big Team Co');
    const boss = 'boss@big.example';
    const rows = [];
    for (let i = 0; i < 50; i++) {
      const email = i === 0 ? boss : `rep${String(i).padStart(2, '0')}@big.example`;
      for (let j = 0; j < 200; j++)
        rows.push(
          aRecord({
            rep_email: email,
            rep_name: `Rep ${i}`,
            manager_email: i === 0 ? null : boss,
            pay_date:
              j % 50 === 0
                ? 'PENDING'
                : day(
                    Y - (j % 3),
                    `${String(1 + (j % 12)).padStart(2, '0')}-${String(1 + (j % 27)).padStart(2, '0')}`,
                  ),
            amount: 100 + ((i * 200 + j) % 4900) + 0.25,
            item_name: `Customer ${i}-${j} Residence`,
            breakdown: j % 3 ? null : ['System 8 kW', 'single-line', `Total $${j}`],
          }),
        );
    }
    await storeRows(t, big.companyId, rows);
    const res = await t.http
      .get('/api/bee/rep-key-data')
      .query({ view_key: await viewKeyOf(t, big.auth, boss) });
    expect(res.status).toBe(200);
    expect(res.body.team).toHaveLength(49);
    expect(res.body.data).toHaveLength(200);
    expect(gzipSync(res.text).length).toBeLessThan(100_000);
  });
});
