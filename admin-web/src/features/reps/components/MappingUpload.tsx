// The mapping CSV upload (Rep Email, Employee ID, First Name, Last Name): checked in the browser with
// the shared rules, then stored all or nothing by the server, with its row problems listed.
import { useState, type FormEvent } from 'react';
import { ApiError } from '@commissionbee/shared/api-client';
import { decodeCsvBytes } from '@commissionbee/shared/csv';
import {
  MAPPING_COLUMNS,
  parseRepMapping,
  type MappingIssue,
} from '@commissionbee/shared/rep-mapping';
import { Alert } from '@commissionbee/ui/Alert';
import { useUploadMapping } from '../api/reps';

export function MappingUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<MappingIssue[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const upload = useUploadMapping();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setDone(null);
    const checked = parseRepMapping(decodeCsvBytes(new Uint8Array(await file.arrayBuffer())));
    if (checked.issues.length > 0) return setIssues(checked.issues);
    setIssues([]);
    upload.mutate(file, {
      onSuccess: (answer) =>
        setDone(answer.rows === 1 ? 'Saved 1 rep.' : `Saved ${answer.rows} reps.`),
      onError: (error) => {
        const body = error instanceof ApiError ? (error.body as { issues?: MappingIssue[] }) : null;
        setIssues(
          body?.issues ?? [{ row: 0, column: '', message: 'The mapping could not be saved.' }],
        );
      },
    });
  }

  return (
    <form
      className="reps-mapping"
      onSubmit={(e) => void submit(e)}
      aria-label="Employee ID mapping"
    >
      <label>
        Employee ID mapping CSV ({MAPPING_COLUMNS.join(', ')})
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setIssues([]);
            setDone(null);
          }}
        />
      </label>
      <button
        type="submit"
        className="cb-btn cb-btn--secondary"
        disabled={!file || upload.isPending}
      >
        {upload.isPending ? 'Uploading…' : 'Upload mapping'}
      </button>
      {done && <Alert variant="success">{done}</Alert>}
      {issues.length > 0 && (
        <Alert variant="error">
          Nothing was saved. Fix these rows and upload again:
          <ul>
            {issues.slice(0, 20).map((issue, i) => (
              <li key={i}>
                {issue.row > 0 ? `Row ${issue.row}` : 'File'}
                {issue.column ? `, ${issue.column}` : ''}: {issue.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </form>
  );
}
