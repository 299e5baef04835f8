import { describe, expect, it } from 'vitest';
import { activitySentence } from './activity.js';

const by = { actor_kind: 'user' as const, actor_name: 'Ana Lopez', actor_email: 'ana@x.example' };

describe('activitySentence', () => {
  it('reads an undo with its file, rows and total', () => {
    expect(
      activitySentence({
        ...by,
        action: 'ledger.undo',
        target: '7',
        details: { file_name: 'nov.csv', rows: 412, total: 48210 },
      }),
    ).toBe('Ana Lopez undid the upload nov.csv (412 rows, $48,210.00)');
  });

  it('names the actor by email when there is no name, and the system as such', () => {
    expect(
      activitySentence({
        ...by,
        actor_name: null,
        action: 'auth.login',
        target: null,
        details: {},
      }),
    ).toBe('ana@x.example logged in');
    expect(
      activitySentence({
        actor_kind: 'system',
        actor_name: null,
        actor_email: null,
        action: 'rep.invited',
        target: 'rep@x.example',
        details: {},
      }),
    ).toBe('The system added the rep rep@x.example');
  });

  it('lists at most three recipients of a portal email and counts the rest', () => {
    expect(
      activitySentence({
        ...by,
        action: 'portal.emails_sent',
        target: null,
        details: { pay_date: '3/5/2024', count: 5, recipients: ['a', 'b', 'c', 'd', 'e'] },
      }),
    ).toBe('Ana Lopez emailed portal links for 3/5/2024 to 5 reps (a, b, c and 2 more)');
  });
});
