// The mapping CSV upload (Rep Email, Employee ID, First Name, Last Name): checked in the browser with
// the shared rules, then stored all or nothing by the server, with its row problems listed.
import { useId, useState, type FormEvent } from 'react';
import { FileUp } from 'lucide-react';
import { hasErrorCode } from '@commissionbee/shared/api-client';
import { decodeCsvBytes } from '@commissionbee/shared/csv';
import {
  MAPPING_COLUMNS,
  MAPPING_TEMPLATE_CSV,
  parseRepMapping,
  type MappingIssue,
} from '@commissionbee/shared/rep-mapping';
import { Alert } from '@commissionbee/ui/Alert';
import { fileBytes } from '../../../lib/file-bytes';
import { useUploadMapping } from '../api/reps';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

/** The header and one example row, as a spreadsheet opens it. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(MAPPING_TEMPLATE_CSV)}`;

/** A problem to list: the file's, with its code, or a failed call's sentence. */
type ShownIssue = Omit<MappingIssue, 'code'> & { code?: MappingIssue['code'] };

/** Problems listed on the screen; the rest are counted. */
const SHOWN_ISSUES = 20;

export function MappingUpload() {
  const { t } = useI18n();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [issues, setIssues] = useState<ShownIssue[]>([]);
  /** All problems found; the server lists at most 200 of them. */
  const [issueCount, setIssueCount] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const upload = useUploadMapping();

  function showIssues(listed: ShownIssue[], count = listed.length) {
    setIssues(listed);
    setIssueCount(count);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setDone(null);
    const checked = parseRepMapping(decodeCsvBytes(new Uint8Array(await fileBytes(file))));
    if (checked.issues.length > 0) return showIssues(checked.issues);
    showIssues([]);
    upload.mutate(file, {
      onSuccess: (answer) =>
        setDone(t('reps.mapping.saved', { count: answer.rows, total: String(answer.rows) })),
      onError: (error) => {
        const body = hasErrorCode(error, 'REPS_MAPPING_INVALID')
          ? (error.body as { issues?: MappingIssue[]; issueCount?: number })
          : null;
        showIssues(
          body?.issues ?? [{ row: 0, column: '', message: t('reps.mapping.failed') }],
          body?.issueCount,
        );
      },
    });
  }

  return (
    <form
      className="cb-card reps-mapping"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="reps-mapping__title">
        {t('reps.mapping.title')}
      </h2>
      <p className="cb-muted">
        {t('reps.mapping.text', { columns: MAPPING_COLUMNS.join(', ') })}{' '}
        {t('reps.mapping.language')}{' '}
        <a href={TEMPLATE_HREF} download="employee-id-mapping.csv">
          {t('reps.mapping.template')}
        </a>
      </p>
      <div className="reps-mapping__row">
        <input
          id={`${id}-file`}
          className="cb-visually-hidden reps-mapping__input"
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            e.target.value = ''; // choosing the same file again (after fixing it) still counts
            showIssues([]);
            setDone(null);
          }}
        />
        <label htmlFor={`${id}-file`} className="cb-btn cb-btn--secondary reps-mapping__choose">
          <FileUp size={16} aria-hidden="true" /> {t('reps.mapping.choose')}
        </label>
        <span className="reps-mapping__file" aria-live="polite">
          {file ? file.name : t('reps.mapping.noFile')}
        </span>
        <button
          type="submit"
          className="cb-btn cb-btn--primary"
          disabled={!file || upload.isPending}
        >
          {upload.isPending ? t('reps.mapping.uploading') : t('reps.mapping.upload')}
        </button>
      </div>
      {done && <Alert variant="success">{done}</Alert>}
      {issues.length > 0 && (
        <Alert variant="error">
          {t('reps.mapping.nothingSaved')}
          <ul>
            {issues.slice(0, SHOWN_ISSUES).map((issue, i) => (
              <li key={i}>
                {issue.row > 0
                  ? t('reps.mapping.row', { row: String(issue.row) })
                  : t('reps.mapping.file')}
                {issue.column ? `, ${issue.column}` : ''}:{' '}
                {issue.code ? t(`reps.mapping.problem.${issue.code}`, issue.params) : issue.message}
              </li>
            ))}
          </ul>
          {issueCount > SHOWN_ISSUES && (
            <p>{t('reps.mapping.more', { count: issueCount - SHOWN_ISSUES })}</p>
          )}
        </Alert>
      )}
    </form>
  );
}
