// Small builders so each spec states only what it is about.
import type { RepKeyData, RepRow } from '@commissionbee/shared/types';

let nextId = 1;

export const REP = { name: 'Riley Rep', email: 'riley@example.com' };

/** A ledger row in a rep view; job_name follows item_name as on the server (DESIGN §6). */
export function aRepRow(overrides: Partial<RepRow> = {}): RepRow {
  const itemName = overrides.item_name ?? overrides.job_name ?? 'Smith Residence';
  return {
    id: nextId++,
    pay_date: '2024-03-05',
    rep_name: REP.name,
    rep_email: REP.email,
    item_pay_type: 'Install',
    amount: 100,
    manager_email: null,
    breakdown: null,
    manual_note: null,
    ...overrides,
    item_name: itemName,
    job_name: overrides.job_name ?? itemName,
  };
}

export function aRepKeyData(overrides: Partial<RepKeyData> = {}): RepKeyData {
  return {
    email: REP.email,
    company: { name: 'Sunny Solar', logo: null, color: null, features: [] },
    company_id: 42,
    custom_features: [],
    calculator: null,
    data: [],
    ...overrides,
  };
}
