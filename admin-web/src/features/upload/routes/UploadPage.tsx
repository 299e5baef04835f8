// CSV Upload (spec §2, §4): upload → verify → preview (issue 13) → uploading → success, and the
// upload history.
import { useReducer, useRef, useState } from 'react';
import type { HeaderMapping, RowIssue } from '@commissionbee/shared/csv';
import { hasErrorCode } from '@commissionbee/shared/api-client';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import type { ReconcileOptions, UploadAnswer } from '@commissionbee/shared/types';
import { useSignedInUser } from '../../../lib/auth/signed-in-user';
import { errorMessage } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePreviewUpload } from '../api/preview-upload';
import { isLedgerChanged, useUploadLedger } from '../api/upload-ledger';
import { ColumnMapping } from '../components/ColumnMapping';
import { DropZone } from '../components/DropZone';
import { PreviewStep } from '../components/PreviewStep';
import { SuccessStep } from '../components/SuccessStep';
import { UploadHistory } from '../components/UploadHistory';
import { UploadingStep } from '../components/UploadingStep';
import { VerifyStep } from '../components/VerifyStep';
import { saveMapping, savedMapping } from '../lib/column-mapping';
import { parseCsvFile } from '../lib/parse-csv-file';
import { isCsvFile } from '../lib/parsed-csv';
import { initialUploadState, uploadReducer } from '../lib/upload-steps';
import '../upload.css';

/** The rows the server refused (400 LEDGER_CSV_INVALID: a closed pay date, …), to list in words. */
function refusedRows(error: unknown): RowIssue[] {
  if (!hasErrorCode(error, 'LEDGER_CSV_INVALID')) return [];
  const issues = (error.body as { issues?: unknown } | null)?.issues;
  return Array.isArray(issues) ? (issues as RowIssue[]) : [];
}

export function UploadPage() {
  const { t } = useI18n();
  useDocumentTitle(t('upload.title'));
  /** Why a request failed: the words for the codes this screen knows, else the server's. */
  const failure = (error: unknown) =>
    hasErrorCode(error, 'LEDGER_CSV_INVALID')
      ? t('upload.invalidTitle')
      : errorMessage(error, t('app.genericError'));
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const reads = useRef(0);
  const previews = useRef(0);
  const upload = useUploadLedger();
  const preview = usePreviewUpload();
  const [stored, setStored] = useState<Pick<UploadAnswer, 'upload_id' | 'notified'>>({});
  const [refused, setRefused] = useState<RowIssue[]>([]);
  const companyId = useSignedInUser().company_id;
  // The file last chosen, read again when its columns are matched by hand.
  const lastFile = useRef<File | null>(null);

  const chooseFile = async (file: File, mapping: HeaderMapping = savedMapping(companyId)) => {
    if (!isCsvFile(file)) {
      dispatch({ type: 'fileRejected' });
      return;
    }
    lastFile.current = file;
    const parseId = ++reads.current;
    dispatch({ type: 'parseStarted', parseId, fileName: file.name });
    try {
      dispatch({ type: 'parsed', parseId, parsed: await parseCsvFile(file, mapping) });
    } catch (error) {
      console.error('Reading the CSV file failed', error);
      dispatch({ type: 'parseFailed', parseId });
    }
  };

  /** Asks the server what the upload would do with these options (nothing is stored). */
  const runPreview = (options: ReconcileOptions) => {
    if (!state.parsed) return;
    const previewId = ++previews.current;
    setRefused([]);
    dispatch({ type: 'previewStarted', previewId, options });
    preview.mutate(
      { records: state.parsed.result.records, fileName: state.fileName, options },
      {
        onSuccess: (answer) => dispatch({ type: 'previewed', previewId, preview: answer }),
        onError: (error) => {
          console.error('CSV upload preview failed', error);
          setRefused(refusedRows(error));
          dispatch({ type: 'previewFailed', previewId, message: failure(error) });
        },
      },
    );
  };

  const uploadAll = () => {
    if (!state.parsed || !state.preview) return;
    const { options } = state;
    dispatch({ type: 'uploadStarted' });
    upload.mutate(
      {
        records: state.parsed.result.records,
        fileName: state.fileName,
        options,
        previewToken: state.preview.preview_token,
      },
      {
        onSuccess: (answer) => {
          setStored({ upload_id: answer.upload_id, notified: answer.notified });
          dispatch({ type: 'uploadSucceeded', newEmails: answer.newEmails });
        },
        onError: (error) => {
          if (isLedgerChanged(error)) {
            // Another upload or undo landed since the preview: show the new one.
            dispatch({ type: 'uploadConflict' });
            runPreview(options);
            return;
          }
          // Spec §8: logged; here the file also stays selected and the reason is shown.
          console.error('CSV upload failed', error);
          setRefused(refusedRows(error));
          dispatch({ type: 'uploadFailed', message: failure(error) });
        },
      },
    );
  };
  const reset = () => dispatch({ type: 'reset' });

  return (
    <div className="cb-stack upload-page">
      <h1>{t('upload.title')}</h1>
      <section className="cb-card cb-stack" aria-label={t('upload.steps')}>
        {state.step === 'upload' && (
          <DropZone
            onFile={(file) => void chooseFile(file)}
            parsing={state.parsing}
            fileName={state.fileName}
            problem={state.problem}
            headerIssues={state.parsed?.result.headerIssues ?? []}
            mapping={
              state.parsed?.result.headers && lastFile.current ? (
                <ColumnMapping
                  key={state.fileName}
                  found={state.parsed.result.headers.found}
                  expected={state.parsed.result.headers.expected}
                  initial={savedMapping(companyId)}
                  onApply={(mapping) => {
                    saveMapping(companyId, mapping);
                    if (lastFile.current) void chooseFile(lastFile.current, mapping);
                  }}
                />
              ) : null
            }
          />
        )}
        {state.step === 'verify' && state.parsed && (
          <VerifyStep
            parsed={state.parsed}
            fileName={state.fileName}
            requestError={state.requestError}
            refusedRows={refused}
            onUpload={() => runPreview(state.options)}
            onChooseAnother={reset}
          />
        )}
        {state.step === 'preview' && (
          <PreviewStep
            preview={state.preview}
            options={state.options}
            ledgerChanged={state.ledgerChanged}
            onOptionsChange={runPreview}
            onConfirm={uploadAll}
            onBack={() => dispatch({ type: 'backToVerify' })}
          />
        )}
        {state.step === 'uploading' && <UploadingStep />}
        {state.step === 'success' && (
          <SuccessStep
            newEmails={state.newEmails}
            uploadId={stored.upload_id ?? null}
            notified={stored.notified ?? null}
            onUploadAnother={reset}
          />
        )}
      </section>
      <UploadHistory />
    </div>
  );
}
