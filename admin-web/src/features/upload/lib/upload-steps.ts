// The CSV Upload screen's four steps (spec §2, §4) as a pure reducer: upload → verify →
// uploading → success, back to upload on a wrong file, a failed validation or a failed request.
import type { CsvValidationResult } from '@commissionbee/shared/csv';
import type { ParsedCsv } from './parsed-csv';

export type UploadStep = 'upload' | 'verify' | 'uploading' | 'success';

/** Why the upload step shows an alert: a file of another type, or a CSV that failed validation. */
export type UploadProblem = 'not-csv' | 'invalid';

export interface UploadState {
  step: UploadStep;
  /** True while a chosen file is being read (still on the upload step). */
  parsing: boolean;
  /** Which read is current: the answer for a file chosen earlier is ignored. */
  parseId: number;
  problem: UploadProblem | null;
  fileName: string | null;
  parsed: ParsedCsv | null;
  newEmails: string[];
}

export type UploadEvent =
  | { type: 'fileRejected' }
  | { type: 'parseStarted'; parseId: number; fileName: string }
  | { type: 'parsed'; parseId: number; parsed: ParsedCsv }
  | { type: 'parseFailed'; parseId: number }
  | { type: 'uploadStarted' }
  | { type: 'uploadSucceeded'; newEmails: string[] }
  | { type: 'uploadFailed' }
  | { type: 'reset' };

export const initialUploadState: UploadState = {
  step: 'upload',
  parsing: false,
  parseId: 0,
  problem: null,
  fileName: null,
  parsed: null,
  newEmails: [],
};

/** A file can be reviewed once its header is right and it has at least one row (spec §4). */
export function isReviewable(result: CsvValidationResult): boolean {
  return result.headerIssues.length === 0 && result.rowCount > 0;
}

/** 'Upload ALL {n}' shows only with no invalid record and more than one record (spec §2). */
export function canUploadAll(result: CsvValidationResult): boolean {
  return isReviewable(result) && result.invalidRowCount === 0 && result.records.length > 1;
}

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'fileRejected':
      return { ...initialUploadState, parseId: state.parseId, problem: 'not-csv' };
    case 'parseStarted':
      return {
        ...initialUploadState,
        parsing: true,
        parseId: event.parseId,
        fileName: event.fileName,
      };
    case 'parsed':
      // Only the file chosen last counts, and a reset while it was being read wins.
      if (!state.parsing || event.parseId !== state.parseId) return state;
      return isReviewable(event.parsed.result)
        ? { ...state, step: 'verify', parsing: false, parsed: event.parsed }
        : { ...state, parsing: false, problem: 'invalid', parsed: event.parsed };
    case 'parseFailed':
      if (!state.parsing || event.parseId !== state.parseId) return state;
      return {
        ...initialUploadState,
        parseId: state.parseId,
        problem: 'invalid',
        fileName: state.fileName,
      };
    case 'uploadStarted':
      return state.step === 'verify' && state.parsed && canUploadAll(state.parsed.result)
        ? { ...state, step: 'uploading' }
        : state;
    case 'uploadSucceeded':
      return state.step === 'uploading'
        ? { ...state, step: 'success', newEmails: event.newEmails }
        : state;
    case 'uploadFailed':
      // Spec §8: logged, back to the upload step, no message.
      return state.step === 'uploading' ? { ...initialUploadState, parseId: state.parseId } : state;
    case 'reset':
      return { ...initialUploadState, parseId: state.parseId };
  }
}
