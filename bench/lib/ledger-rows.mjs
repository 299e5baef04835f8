// Deterministic ledger rows for the benches: a seeded team of reps and managers and the same rows
// for the same arguments on every run.
/** A small seeded random number generator: the same seed, the same numbers in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Maya',
  'Liam',
  'Ava',
  'Noah',
  'Zoe',
  'Ethan',
  'Iris',
  'Lucas',
  'Nora',
  'Owen',
  'Ruby',
  'Mateo',
  'Leah',
  'Caleb',
  'Sofia',
  'Jonah',
  'Elena',
  'Wyatt',
  'Hazel',
  'Diego',
];
const LAST = [
  'Brooks',
  'Nguyen',
  'Patel',
  'Garcia',
  'Kim',
  'Okafor',
  'Rossi',
  'Silva',
  'Cohen',
  'Ward',
  'Hughes',
  'Moreno',
  'Tanaka',
  'Fischer',
  'Novak',
  'Reyes',
  'Larsen',
  'Dubois',
  'Murphy',
  'Singh',
];
const STREETS = [
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Birch',
  'Willow',
  'Aspen',
  'Lakeview',
  'Hillcrest',
];
const PAY_TYPES = [
  'Commission',
  'Commission',
  'Commission',
  'Bonus',
  'Override',
  'Adjustment',
  'Spiff',
  'Chargeback',
];
const SEED = 7;
const PAY_DAYS = 78; // three years of biweekly Fridays
const FIRST_PAY_DAY = Date.UTC(2023, 0, 6);

/**
 * The people of a bench company: `reps` reps (rep0001@…); the first `managers` reps are also
 * managers, each with a team of `teamSize` reps taken from the reps after them.
 */
export function makePeople({ reps = 1000, managers = 20, teamSize = 10 } = {}) {
  const people = [];
  for (let i = 0; i < reps; i++) {
    const number = String(i + 1).padStart(4, '0');
    people.push({
      name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${number}`,
      email: `rep${number}@bench.example`,
      manager_email: null,
    });
  }
  for (let m = 0; m < Math.min(managers, reps); m++) {
    for (let t = 0; t < teamSize; t++) {
      const member = people[managers + m * teamSize + t];
      if (!member) break;
      member.manager_email = people[m].email;
    }
  }
  return people;
}

/** Row `j` of a bench ledger (same j, same row): rep j % reps, a pay date or PENDING/CANCELLED, … */
function ledgerRow(j, people) {
  const rand = mulberry32((SEED * 0x9e3779b1) ^ Math.imul(j + 1, 0x85ebca6b));
  const rep = people[j % people.length];
  const roll = rand();
  const payDate =
    roll < 0.02
      ? 'PENDING'
      : roll < 0.03
        ? 'CANCELLED'
        : new Date(FIRST_PAY_DAY + Math.floor(rand() * PAY_DAYS) * 14 * 86_400_000)
            .toISOString()
            .slice(0, 10);
  const payType = PAY_TYPES[Math.floor(rand() * PAY_TYPES.length)];
  const cents = 5_000 + Math.floor(rand() * 495_000);
  const amount = ((payType === 'Chargeback' ? -cents : cents) / 100).toFixed(2);
  const customer = `${LAST[Math.floor(rand() * LAST.length)]} Residence ${100 + Math.floor(rand() * 9_900)} ${STREETS[Math.floor(rand() * STREETS.length)]} St`;
  const kw = (4 + rand() * 10).toFixed(1);
  const breakdown =
    rand() < 0.4
      ? [
          `System ${kw} kW`,
          `Rate $0.${20 + Math.floor(rand() * 30)}/W`,
          'single-line',
          `Total $${amount}`,
        ]
      : null;
  const manualNote =
    rand() < 0.1 ? `Adjusted per ticket ${1000 + Math.floor(rand() * 9000)}` : null;
  return {
    pay_date: payDate,
    rep_name: rep.name,
    rep_email: rep.email,
    item_name: customer,
    item_pay_type: payType,
    amount,
    manager_email: rep.manager_email,
    breakdown,
    manual_note: manualNote,
  };
}

export function* ledgerRows(n, people, from = 0) {
  for (let j = from; j < n; j++) yield ledgerRow(j, people);
}
