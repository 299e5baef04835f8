// A marker on a line the rep asked about, linking to the question.
import { Link } from 'react-router';
import type { QuestionSummary } from '@commissionbee/shared/questions';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import { paths } from '../../config/paths';
import { STATUS_KEYS } from '../../lib/questions/messages';

export function QuestionMarker({ question }: { question: QuestionSummary | undefined }) {
  const { t } = useI18n();
  if (!question) return null;
  return (
    <Link className="rep-badge rep-badge--question" to={`${paths.myQuestions}?id=${question.id}`}>
      {t('questions.marker', { status: t(STATUS_KEYS[question.status]) })}
    </Link>
  );
}

/** The latest question of each line (by record id). */
export function questionsByLine(
  questions: QuestionSummary[] | undefined,
): Map<number, QuestionSummary> {
  const byLine = new Map<number, QuestionSummary>();
  for (const q of questions ?? [])
    if (q.record_id !== null && !byLine.has(q.record_id)) byLine.set(q.record_id, q);
  return byLine;
}
