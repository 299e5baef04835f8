// CSV Upload (spec §2, §4): upload → verify → uploading → success, and the upload history.
import { useReducer, useRef, useState } from 'react';
import type { UploadAnswer } from '@commissionbee/shared/types';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUploadLedger } from '../api/upload-ledger';
import { DropZone } from '../components/DropZone';
import { SuccessStep } from '../components/SuccessStep';
import { UploadHistory } from '../components/UploadHistory';
import { UploadingStep } from '../components/UploadingStep';
import { VerifyStep } from '../components/VerifyStep';
import { parseCsvFile } from '../lib/parse-csv-file';
import { isCsvFile } from '../lib/parsed-csv';
import { initialUploadState, uploadReducer } from '../lib/upload-steps';
import '../upload.css';

export function UploadPage() {
  useDocumentTitle('CSV Upload');
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const reads = useRef(0);
  const upload = useUploadLedger();
  const [stored, setStored] = useState<Pick<UploadAnswer, 'upload_id' | 'notified'>>({});

  const chooseFile = async (file: File) => {
    if (!isCsvFile(file)) {
      dispatch({ type: 'fileRejected' });
      return;
    }
    const parseId = ++reads.current;
    dispatch({ type: 'parseStarted', parseId, fileName: file.name });
    try {
      dispatch({ type: 'parsed', parseId, parsed: await parseCsvFile(file) });
    } catch (error) {
      console.error('Reading the CSV file failed', error);
      dispatch({ type: 'parseFailed', parseId });
    }
  };

  const uploadAll = () => {
    if (!state.parsed) return;
    dispatch({ type: 'uploadStarted' });
    upload.mutate(
      { records: state.parsed.result.records, fileName: state.fileName },
      {
        onSuccess: (answer) => {
          setStored({ upload_id: answer.upload_id, notified: answer.notified });
          dispatch({ type: 'uploadSucceeded', newEmails: answer.newEmails });
        },
        onError: (error) => {
          // Spec §8: logged, back to the upload step, no message.
          console.error('CSV upload failed', error);
          dispatch({ type: 'uploadFailed' });
        },
      },
    );
  };
  const reset = () => dispatch({ type: 'reset' });

  return (
    <div className="cb-stack upload-page">
      <h1>CSV Upload</h1>
      <section className="cb-card cb-stack" aria-label="Upload steps">
        {state.step === 'upload' && (
          <DropZone
            onFile={(file) => void chooseFile(file)}
            parsing={state.parsing}
            fileName={state.fileName}
            problem={state.problem}
            headerIssues={state.parsed?.result.headerIssues ?? []}
          />
        )}
        {state.step === 'verify' && state.parsed && (
          <VerifyStep
            parsed={state.parsed}
            fileName={state.fileName}
            onUpload={uploadAll}
            onChooseAnother={reset}
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
