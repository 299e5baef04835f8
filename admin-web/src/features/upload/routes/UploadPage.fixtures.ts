import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { UploadBatch } from '@commissionbee/shared/types';
import { aUser } from '../../../testing/builders';
import type { ApiCall, MockAnswer } from '../../../testing/mock-api';
import { renderApp, signedInAs } from '../../../testing/render-app';

/** Shared set-up of the UploadPage.*.spec.tsx files (not a spec itself). */

export type Route = MockAnswer | ((call: ApiCall) => MockAnswer | Promise<MockAnswer>);

export const HEADER =
  'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount,Manager Email,Breakdown,Manual Note';
export const line = (item: string, amount = '100.00', payDate = '2024-03-05') =>
  `${payDate},Jane Doe,jane@example.com,${item},M1,${amount},,,`;
export const csvFile = (lines: string[], name = 'march.csv', type = 'text/csv') =>
  new File([[HEADER, ...lines].join('\r\n')], name, { type });

export const batch = (overrides: Partial<UploadBatch> = {}): UploadBatch => ({
  id: 5,
  file_name: 'february.csv',
  uploaded_by: 'admin@demosolar.example',
  uploaded_by_name: null,
  created_at: new Date(2024, 2, 5, 14, 7).toISOString(),
  row_count: 12,
  total_amount: 1234.5,
  undone: false,
  undone_at: null,
  undone_by: null,
  undone_by_name: null,
  ...overrides,
});

export async function openUpload(routes: Record<string, Route> = {}) {
  const api = signedInAs(aUser(), { 'GET /bee/uploads': { body: [] }, ...routes });
  renderApp('/bee/upload');
  await screen.findByRole('heading', { level: 1, name: 'CSV Upload' });
  return api;
}

export const aPreview = (overrides: Record<string, unknown> = {}) => ({
  preview_token: 'f'.repeat(64),
  added: 3,
  updated: 0,
  skipped: 0,
  removed: 0,
  reps: [
    {
      rep_email: 'jane@example.com',
      rep_name: 'Jane Doe',
      added: 3,
      changed: 0,
      removed: 0,
      skipped: 0,
      total_change: 1350,
    },
  ],
  pay_dates: [
    { pay_date: '2024-03-05', added: 2, changed: 0, removed: 0, skipped: 0, total_change: 50 },
  ],
  lines: [],
  lineCount: 3,
  ...overrides,
});

/** Verify → preview → 'Store these changes'. */
export async function confirmUpload(count: number) {
  fireEvent.click(await screen.findByRole('button', { name: `Upload ALL ${count}` }));
  expect(await screen.findByRole('heading', { name: 'Review the changes' })).toBeTruthy();
  fireEvent.click(await screen.findByRole('button', { name: 'Store these changes' }));
}

export const picker = (label: RegExp = /Select a CSV file to import/) =>
  screen.getByLabelText(label) as HTMLInputElement;
export const choose = (file: File, label?: RegExp) =>
  fireEvent.change(picker(label), { target: { files: [file] } });
