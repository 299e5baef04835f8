// /bee/questions/:id: the line as asked and as it is now, the rep's other lines that day, the
// thread, and the actions: Reply, Ask for more information, Resolve (Adjusted | No change).
import { Link, useParams } from 'react-router';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { formatMoney } from '@commissionbee/shared/money';
import {
  formatTableDate,
  formatProseDate,
  formatProseMoment,
} from '@commissionbee/shared/copy-format';
import {
  REASON_LABELS,
  RESOLUTION_LABELS,
  STATUS_LABELS,
  type QuestionLineSnapshot,
} from '@commissionbee/shared/questions';
import { Breakdown } from '../../../components/Breakdown';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQuestion } from '../api/questions';
import { QuestionActions } from '../components/QuestionActions';
import '../questions.css';

const EVENT_LABELS: Record<string, string> = {
  asked: 'asked',
  message: 'wrote',
  request_info: 'asked for more information',
  resolved: 'resolved',
  accepted: 'accepted the answer',
  reopened: 'reopened',
};

function Line({ line, title }: { line: QuestionLineSnapshot; title: string }) {
  return (
    <section className="cb-card question-line" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        <dt>Item</dt>
        <dd>{line.item_name}</dd>
        <dt>Pay type</dt>
        <dd>{line.item_pay_type}</dd>
        <dt>Pay date</dt>
        <dd>{formatTableDate(line.pay_date) || line.pay_date}</dd>
        <dt>Amount</dt>
        <dd>{formatMoney(line.amount)}</dd>
        {line.breakdown && line.breakdown.length > 0 && (
          <>
            <dt>Breakdown</dt>
            <dd>
              <Breakdown lines={line.breakdown} />
            </dd>
          </>
        )}
        {line.manual_note && (
          <>
            <dt>Note</dt>
            <dd>{line.manual_note}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function QuestionPage() {
  const id = Number(useParams().id);
  const query = useQuestion(id);
  useDocumentTitle('Question');
  if (query.isPending) return <Loader block label="Loading the question" />;
  if (query.isError) return <Alert variant="error">This question could not be found.</Alert>;
  const q = query.data;
  const asker = q.asker_name ?? q.asker_email;
  const lineRep = q.snapshot?.rep_name;
  return (
    <div className="cb-stack">
      <Link to="/bee/questions">Back to questions</Link>
      <h1>
        {asker}
        {q.line_rep_email && q.line_rep_email !== q.asker_email && lineRep
          ? ` asked about ${lineRep}'s line`
          : ' asked about their pay'}
      </h1>
      <p>
        <strong>{STATUS_LABELS[q.status]}</strong>
        {q.resolution && ` · ${RESOLUTION_LABELS[q.resolution]}`}
        {q.adjusted_pay_date && ` · correction on ${formatProseDate(q.adjusted_pay_date)}`}
        {q.overdue && <span className="questions-overdue-badge"> Overdue</span>} ·{' '}
        {REASON_LABELS[q.reason]}
        {q.expected_amount !== null && ` · expected ${formatMoney(q.expected_amount)}`}
      </p>
      {q.snapshot ? (
        <div className="question-lines">
          <Line line={q.snapshot} title="The line as asked" />
          {q.line_now?.state === 'removed' ? (
            <section className="cb-card question-line" aria-label="The line now">
              <h3>The line now</h3>
              <p>Removed (its upload was undone or replaced).</p>
            </section>
          ) : q.line_now?.line ? (
            <Line
              line={q.line_now.line}
              title={
                q.line_now.state === 'changed'
                  ? 'The line now (changed)'
                  : 'The line now (unchanged)'
              }
            />
          ) : null}
        </div>
      ) : (
        <p className="cb-muted">
          {q.scope === 'paycheck'
            ? `About the paycheck of ${formatProseDate(q.pay_date)}`
            : 'About pay that is missing'}
        </p>
      )}
      {(q.other_lines ?? []).length > 0 && (
        <details>
          <summary>The rep&apos;s other lines that day ({q.other_lines!.length})</summary>
          <ul>
            {q.other_lines!.map((line) => (
              <li key={line.id}>
                {line.item_name} · {line.item_pay_type} · {formatMoney(line.amount)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <h2>Thread</h2>
      <ol className="question-thread">
        {q.events.map((e) => (
          <li key={e.id} className={`cb-card question-event question-event--${e.actor}`}>
            <p className="cb-muted">
              {e.actor_name} {EVENT_LABELS[e.kind] ?? e.kind} · {formatProseMoment(e.created_at)}
            </p>
            {e.body && <p className="questions-text">{e.body}</p>}
          </li>
        ))}
      </ol>
      <QuestionActions question={q} />
    </div>
  );
}
