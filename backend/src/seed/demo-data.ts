// The demo company's ledger: a dozen reps, a manager with a team, six months of paychecks with
// pending and cancelled items, breakdowns and notes. Deterministic for a given start date.
import type { LedgerRecordInput } from '@commissionbee/shared/types';

export const DEMO_MANAGER = { name: 'Maya Brooks', email: 'maya.brooks@demosolar.example' };

const TEAM = ['Liam Carter', 'Olivia Nguyen', 'Noah Patel', 'Emma Johnson', 'Ava Martinez'];
const OTHERS = [
  'Ethan Kim',
  'Sophia Lee',
  'Mason Wright',
  'Isabella Lopez',
  'Lucas Green',
  'Mia Turner',
];
const CUSTOMERS = [
  'Garcia Residence',
  'Hernandez Home',
  'Smith Ranch',
  'Oak Street Duplex',
  'Baker Family',
  'Wilson Solar Roof',
  'Chen Residence',
  'Lakeside Villa',
  'Patel Home',
  'Rivera Estate',
  'Thompson Cabin',
  'Sunset Apartments',
  'Miller Farmhouse',
  'Jordan Bungalow',
];

function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@demosolar.example`;
}

/** A small deterministic PRNG (mulberry32) so the demo looks the same on every machine. */
function prng(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function isoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Paydays every other Friday, the last 13 of them (about six months) up to `today`. */
export function demoPayDates(today: Date): string[] {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  d.setDate(d.getDate() - ((d.getDay() + 2) % 7)); // back to the last Friday
  const dates: string[] = [];
  for (let i = 0; i < 13; i++) {
    dates.unshift(isoDate(d));
    d.setDate(d.getDate() - 14);
  }
  return dates;
}

export function demoLedger(today = new Date()): LedgerRecordInput[] {
  const random = prng(20240610);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const money = (min: number, max: number) =>
    Math.round((min + random() * (max - min)) * 100) / 100;
  const reps = [
    { name: DEMO_MANAGER.name, manager: null as string | null },
    ...TEAM.map((name) => ({ name, manager: DEMO_MANAGER.email })),
    ...OTHERS.map((name) => ({ name, manager: null })),
  ];
  const rows: LedgerRecordInput[] = [];
  const dates = demoPayDates(today);
  for (const rep of reps) {
    const base = { rep_name: rep.name, rep_email: emailOf(rep.name), manager_email: rep.manager };
    for (const pay_date of dates) {
      if (random() < 0.25) continue; // not everyone is paid every payday
      const customer = pick(CUSTOMERS);
      const kw = Math.round((5 + random() * 8) * 10) / 10;
      const install = money(600, 2400);
      rows.push({
        ...base,
        pay_date,
        item_name: customer,
        item_pay_type: 'M1 - Install',
        amount: install,
        breakdown: [
          `System size: ${kw} kW`,
          `Contract price: $${(kw * 3400).toFixed(2)}`,
          'single-line',
          `Base commission: $${(install * 0.8).toFixed(2)}`,
          `Adders: $${(install * 0.2).toFixed(2)}`,
          'double-line',
          `M1 payout: $${install.toFixed(2)}`,
        ],
        manual_note: random() < 0.2 ? 'Includes battery adder approved by ops.' : null,
      });
      if (random() < 0.35) {
        rows.push({
          ...base,
          pay_date,
          item_name: pick(CUSTOMERS),
          item_pay_type: 'M2 - PTO',
          amount: money(300, 1200),
        });
      }
    }
    rows.push({
      ...base,
      pay_date: 'PENDING',
      item_name: pick(CUSTOMERS),
      item_pay_type: 'M2 - PTO',
      amount: money(400, 1500),
      manual_note: 'Waiting on permission to operate.',
    });
    if (random() < 0.6) {
      rows.push({
        ...base,
        pay_date: 'CANCELLED',
        item_name: pick(CUSTOMERS),
        item_pay_type: 'M1 - Install',
        amount: money(500, 1800),
        manual_note: 'Customer cancelled before install.',
      });
    }
    if (random() < 0.4) {
      rows.push({
        ...base,
        pay_date: dates[dates.length - 3],
        item_name: pick(CUSTOMERS),
        item_pay_type: 'Clawback',
        amount: -money(150, 600),
        manual_note: 'Clawback: loan not funded.',
      });
    }
  }
  return rows;
}

/** The payday after the latest one (two weeks on): the demo's draft pay run (issue 29). */
export function demoNextPayDate(today: Date): string {
  const latest = demoPayDates(today).at(-1)!;
  const d = new Date(`${latest}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 14);
  return d.toISOString().slice(0, 10);
}

/**
 * The pay dates of the demo's closed month (issue 29): those of the calendar month before the
 * latest pay date's month, paid and closed.
 */
export function demoClosedPayDates(today: Date): string[] {
  const dates = demoPayDates(today);
  const [year, month] = dates.at(-1)!.split('-').map(Number);
  const previous = month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
  return dates.filter((d) => d.startsWith(previous));
}

/**
 * The next payday's file, uploaded and waiting for review (issue 29): the manager, her team and a
 * few others, one install each. Reps do not see it until it is approved and published.
 */
export function demoNextPayday(today = new Date()): LedgerRecordInput[] {
  const random = prng(20261127);
  const pay_date = demoNextPayDate(today);
  const reps = [
    { name: DEMO_MANAGER.name, manager: null as string | null },
    ...TEAM.slice(0, 3).map((name) => ({ name, manager: DEMO_MANAGER.email })),
    ...OTHERS.slice(0, 3).map((name) => ({ name, manager: null })),
  ];
  return reps.map((rep) => {
    const amount = Math.round((700 + random() * 1500) * 100) / 100;
    return {
      pay_date,
      rep_name: rep.name,
      rep_email: emailOf(rep.name),
      manager_email: rep.manager,
      item_name: CUSTOMERS[Math.floor(random() * CUSTOMERS.length)],
      item_pay_type: 'M1 - Install',
      amount,
    };
  });
}
