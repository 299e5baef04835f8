// The CSV Upload screen's steps (spec §2, §4) as a pure reducer: upload → verify → preview (what
// the upload changes, issue 13) → uploading → success, back to upload on a wrong file, a failed
// validation or a failed request, and back to the preview when the ledger changed meanwhile.
import type { CsvValidationResult } from '@commissionbee/shared/csv';
import {
  DEFAULT_RECONCILE_OPTIONS,
  type ReconcileOptions,
  type UploadPreview,
} from '@commissionbee/shared/types';
import type { ParsedCsv } from './parsed-csv';

export type UploadStep = 'upload' | 'verify' | 'preview' | 'uploading' | 'success';

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
  /** What the upload does with lines the ledger already has. */
  options: ReconcileOptions;
  /** The server's dry run for `options`; null while it is being asked. */
  preview: UploadPreview | null;
  /** Which preview request is current: the answer for earlier options is ignored. */
  previewId: number;
  /** True after a commit found the ledger changed since the preview (shown on the new one). */
  ledgerChanged: boolean;
  /**
   * Why the last upload (or its preview) request failed. Unlike the specification (§8: back to the
   * upload step with no message) the file stays selected on the verify step and this is shown,
   * so a person can tell it failed and try again.
   */
  requestError: string | null;
}

export type UploadEvent =
  | { type: 'fileRejected' }
  | { type: 'parseStarted'; parseId: number; fileName: string }
  | { type: 'parsed'; parseId: number; parsed: ParsedCsv }
  | { type: 'parseFailed'; parseId: number }
  | { type: 'previewStarted'; previewId: number; options: ReconcileOptions }
  | { type: 'previewed'; previewId: number; preview: UploadPreview }
  | { type: 'previewFailed'; previewId: number; message: string }
  | { type: 'backToVerify' }
  | { type: 'uploadStarted' }
  | { type: 'uploadConflict' }
  | { type: 'uploadSucceeded'; newEmails: string[] }
  | { type: 'uploadFailed'; message: string }
  | { type: 'reset' };

export const initialUploadState: UploadState = {
  step: 'upload',
  parsing: false,
  parseId: 0,
  problem: null,
  fileName: null,
  parsed: null,
  newEmails: [],
  options: DEFAULT_RECONCILE_OPTIONS,
  preview: null,
  previewId: 0,
  ledgerChanged: false,
  requestError: null,
};

/** What survives starting over: the counters that tell stale answers apart. */
const restart = (state: UploadState): UploadState => ({
  ...initialUploadState,
  parseId: state.parseId,
  previewId: state.previewId,
});

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
      return { ...restart(state), problem: 'not-csv' };
    case 'parseStarted':
      return {
        ...restart(state),
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
      return { ...restart(state), problem: 'invalid', fileName: state.fileName };
    case 'previewStarted': {
      const fromVerify =
        state.step === 'verify' && state.parsed && canUploadAll(state.parsed.result);
      if (!fromVerify && state.step !== 'preview') return state;
      return {
        ...state,
        step: 'preview',
        requestError: null,
        options: event.options,
        preview: null,
        previewId: event.previewId,
        ledgerChanged: fromVerify ? false : state.ledgerChanged,
      };
    }
    case 'previewed':
      return state.step === 'preview' && event.previewId === state.previewId
        ? { ...state, preview: event.preview }
        : state;
    case 'previewFailed':
      // Like a failed upload: back to the verify step with the file and the reason.
      return state.step === 'preview' && event.previewId === state.previewId
        ? { ...state, step: 'verify', preview: null, requestError: event.message }
        : state;
    case 'backToVerify':
      return state.step === 'preview' ? { ...state, step: 'verify', preview: null } : state;
    case 'uploadStarted':
      return state.step === 'preview' && state.preview ? { ...state, step: 'uploading' } : state;
    case 'uploadConflict':
      return state.step === 'uploading'
        ? { ...state, step: 'preview', preview: null, ledgerChanged: true }
        : state;
    case 'uploadSucceeded':
      return state.step === 'uploading'
        ? { ...state, step: 'success', newEmails: event.newEmails }
        : state;
    case 'uploadFailed':
      // Spec §8 says: logged, back to the upload step, no message. A person could not tell it
      // failed, so the file stays selected on the verify step and the reason is shown.
      return state.step === 'uploading'
        ? { ...state, step: 'verify', preview: null, requestError: event.message }
        : state;
    case 'reset':
      return restart(state);
  }
}
