import { describe, expect, it } from 'vitest';
import { DEFAULT_RECONCILE_OPTIONS } from '@commissionbee/shared/types';
import { readCsvText } from './read-csv';
import {
  canUploadAll,
  initialUploadState as start,
  uploadReducer as sut,
  type UploadEvent,
  type UploadState,
} from './upload-steps';

const HEADER = 'Pay Date,Rep Name,Rep Email,Item Name,Item Pay Type,Amount';
const row = (amount = '10.00', payDate = '2024-03-05') =>
  `${payDate},Jane Doe,jane@example.com,Job,M1,${amount}`;
const csv = (...rows: string[]) => readCsvText([HEADER, ...rows].join('\r\n'));

const run = (...events: UploadEvent[]): UploadState => events.reduce(sut, start);
const read = (parsed = csv(row(), row())): UploadEvent[] => [
  { type: 'parseStarted', parseId: 1, fileName: 'march.csv' },
  { type: 'parsed', parseId: 1, parsed },
];
const PREVIEW = {
  preview_token: 'a'.repeat(64),
  added: 2,
  updated: 0,
  skipped: 0,
  removed: 0,
  reps: [],
  pay_dates: [],
  lines: [],
  lineCount: 2,
};
const previewed = (previewId = 1): UploadEvent[] => [
  { type: 'previewStarted', previewId, options: DEFAULT_RECONCILE_OPTIONS },
  { type: 'previewed', previewId, preview: PREVIEW },
];

describe('CSV upload steps', () => {
  it('starts on the upload step with nothing chosen', () => {
    expect(start).toMatchObject({ step: 'upload', parsing: false, problem: null, parsed: null });
  });

  it('stays on the upload step with a problem for a file that is not a CSV', () => {
    expect(run({ type: 'fileRejected' })).toMatchObject({ step: 'upload', problem: 'not-csv' });
  });

  it('moves to verify once a CSV with a right header and rows is read', () => {
    const state = run(...read());
    expect(state).toMatchObject({
      step: 'verify',
      parsing: false,
      problem: null,
      fileName: 'march.csv',
    });
    expect(state.parsed?.result.records).toHaveLength(2);
  });

  it('also moves to verify when some rows are invalid, to show their issues', () => {
    const state = run(...read(csv(row(), row('ten'))));
    expect(state.step).toBe('verify');
    expect(state.parsed?.result.invalidRowCount).toBe(1);
  });

  it('stays on upload with Invalid CSV Data. for a missing header or no rows', () => {
    expect(run(...read(readCsvText('Rep Name\r\nJane\r\n')))).toMatchObject({
      step: 'upload',
      problem: 'invalid',
    });
    expect(run(...read(csv()))).toMatchObject({ step: 'upload', problem: 'invalid' });
    expect(run(read()[0], { type: 'parseFailed', parseId: 1 })).toMatchObject({
      step: 'upload',
      problem: 'invalid',
    });
  });

  it('ignores the answer for a file chosen before the last one', () => {
    const state = run(
      { type: 'parseStarted', parseId: 1, fileName: 'old.csv' },
      { type: 'parseStarted', parseId: 2, fileName: 'new.csv' },
      { type: 'parsed', parseId: 1, parsed: csv(row(), row()) },
    );
    expect(state).toMatchObject({ step: 'upload', parsing: true, fileName: 'new.csv' });
  });

  it('goes from verify to the preview, and uploads only once the preview has answered', () => {
    const asking = run(...read(), previewed()[0]);
    expect(asking).toMatchObject({ step: 'preview', preview: null });
    expect(sut(asking, { type: 'uploadStarted' }).step).toBe('preview');
    expect(run(...read(), ...previewed()).preview).toEqual(PREVIEW);
  });

  it('ignores the answer of a preview asked before the last one', () => {
    const state = run(
      ...read(),
      { type: 'previewStarted', previewId: 1, options: DEFAULT_RECONCILE_OPTIONS },
      {
        type: 'previewStarted',
        previewId: 2,
        options: { ...DEFAULT_RECONCILE_OPTIONS, duplicates: 'add' },
      },
      { type: 'previewed', previewId: 1, preview: PREVIEW },
    );
    expect(state).toMatchObject({ step: 'preview', preview: null, options: { duplicates: 'add' } });
  });

  it('returns to the preview, marked, when the ledger changed since it', () => {
    const state = run(
      ...read(),
      ...previewed(),
      { type: 'uploadStarted' },
      { type: 'uploadConflict' },
    );
    expect(state).toMatchObject({ step: 'preview', preview: null, ledgerChanged: true });
    expect(sut(state, { type: 'previewed', previewId: 1, preview: PREVIEW }).ledgerChanged).toBe(
      true,
    );
  });

  it('goes uploading, then success with the new emails', () => {
    const uploading = run(...read(), ...previewed(), { type: 'uploadStarted' });
    expect(uploading.step).toBe('uploading');
    expect(
      sut(uploading, { type: 'uploadSucceeded', newEmails: ['jane@example.com'] }),
    ).toMatchObject({
      step: 'success',
      newEmails: ['jane@example.com'],
    });
  });

  it('keeps the file on the verify step, with the reason, when the request fails', () => {
    const failed = run(
      ...read(),
      ...previewed(),
      { type: 'uploadStarted' },
      { type: 'uploadFailed', message: 'Server down' },
    );
    expect(failed).toMatchObject({ step: 'verify', requestError: 'Server down', preview: null });
    expect(failed.parsed).not.toBeNull();
  });

  it('refuses to upload invalid records or a single record', () => {
    expect(run(...read(csv(row(), row('x'))), ...previewed()).step).toBe('verify');
    expect(run(...read(csv(row())), ...previewed()).step).toBe('verify');
    expect(canUploadAll(csv(row()).result)).toBe(false);
    expect(canUploadAll(csv(row(), row()).result)).toBe(true);
  });

  it('starts over on reset from any step', () => {
    expect(run(...read(), { type: 'reset' })).toMatchObject({
      step: 'upload',
      parsed: null,
      problem: null,
    });
  });
});

describe('reading a CSV for the preview', () => {
  it('keeps the cells as written, numbered as a spreadsheet numbers rows', () => {
    const parsed = readCsvText(
      `\uFEFF${HEADER}\r\n${row('"$1,250.00"')}\r\n\r\n${row('oops')}\r\n`,
    );
    expect(parsed.headers).toEqual(HEADER.split(','));
    expect(parsed.rows.map((r) => r.row)).toEqual([2, 4]);
    expect(parsed.rows[0].cells[5]).toBe('$1,250.00');
    expect(parsed.result.issues).toEqual([expect.objectContaining({ row: 4, column: 'Amount' })]);
  });
});
