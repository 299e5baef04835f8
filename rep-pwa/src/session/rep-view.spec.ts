import { describe, expect, it } from 'vitest';
import { aRepKeyData, aRepRow, REP } from '../test/builders';
import { inPieces } from '../test/render-app';
import { isEmbeddedAdminPreview } from './embedded';
import { deriveRepView } from './rep-view';

const BOB = { name: 'Bob Builder', email: 'bob@example.com' };

// As the server answers a manager (issue 34): their own rows and a summary per team member.
const managerData = inPieces(
  aRepKeyData({
    data: [
      aRepRow({ item_name: 'Own Job' }),
      aRepRow({
        rep_name: BOB.name,
        rep_email: ' BOB@example.com',
        manager_email: REP.email.toUpperCase(),
        item_name: 'Bob Job',
      }),
      aRepRow({ rep_name: 'Stranger', rep_email: 'stranger@example.com', item_name: 'Not Mine' }),
    ],
  }),
);

describe('deriveRepView', () => {
  it("shows only the viewer's own rows, by email trimmed and case-insensitive", () => {
    const sut = deriveRepView(managerData, null, false);

    expect(sut.rows.map((row) => row.job_name)).toEqual(['Own Job']);
    expect(sut.displayName).toBe(REP.name);
    expect(sut.isManager).toBe(true);
  });

  it("shows a selected team member's name, and none of the manager's rows (the member's load apart)", () => {
    const sut = deriveRepView(managerData, BOB, false);

    expect(sut.rows).toEqual([]);
    expect(sut.viewedEmail).toBe('BOB@example.com');
    expect(sut.displayName).toBe(BOB.name);
    expect(sut.teamMember?.name).toBe(BOB.name);
  });

  it('ignores a remembered member who is not on the viewer’s team', () => {
    const sut = deriveRepView(
      managerData,
      { name: 'Stranger', email: 'stranger@example.com' },
      false,
    );

    expect(sut.teamMember).toBeNull();
    expect(sut.rows.map((row) => row.job_name)).toEqual(['Own Job']);
  });

  it('shows the viewed email and no name inside an embedded admin preview', () => {
    expect(deriveRepView(managerData, null, true).displayName).toBe(REP.email);
  });
});

describe('isEmbeddedAdminPreview', () => {
  const fakeWindow = (framed: boolean, token: string | null) => {
    const self = {} as Window;
    return {
      self,
      top: framed ? ({} as Window) : self,
      localStorage: { getItem: () => token },
    } as unknown as Window;
  };

  it('is true in a frame with an admin token', () => {
    expect(isEmbeddedAdminPreview(fakeWindow(true, 'jwt'))).toBe(true);
  });

  it('is false in a frame without an admin token, and outside a frame', () => {
    expect(isEmbeddedAdminPreview(fakeWindow(true, null))).toBe(false);
    expect(isEmbeddedAdminPreview(fakeWindow(false, 'jwt'))).toBe(false);
  });
});
