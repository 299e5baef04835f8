// "38 of 45 reps reviewed Nov 14 · 3 open questions" for a chosen pay date; each number opens the
// reps behind it (or the questions queue).
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import type { PortalRep } from '@commissionbee/shared/types';
import { usePayDateReviews } from '../api/get-pay-date-reviews';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

type Shown = 'reviewed' | 'all' | 'not-reviewed' | null;

export function ReviewSummary({ reps }: { reps: readonly PortalRep[] }) {
  const latest = useMemo(
    () =>
      reps.reduce<string | null>(
        (max, rep) =>
          rep.latest_pay_date && (!max || rep.latest_pay_date > max) ? rep.latest_pay_date : max,
        null,
      ),
    [reps],
  );
  const { t, format, language } = useI18n();
  const day = (value: string | Date) =>
    language === 'en' ? formatUsDate(value) : format.date(value);
  const [chosen, setChosen] = useState<string | null>(null);
  const payDate = chosen ?? latest;
  const reviews = usePayDateReviews(payDate);
  const [shown, setShown] = useState<Shown>(null);
  if (!payDate) return null;
  const data = reviews.data;
  const reviewed = data?.reps.filter((r) => r.reviewed_at && !r.stale) ?? [];
  const list =
    shown === 'reviewed'
      ? reviewed
      : shown === 'not-reviewed'
        ? (data?.reps.filter((r) => !r.reviewed_at || r.stale) ?? [])
        : shown === 'all'
          ? (data?.reps ?? [])
          : [];
  const toggle = (value: Shown) => setShown((current) => (current === value ? null : value));

  return (
    <section className="cb-card cb-stack" aria-labelledby="review-summary">
      <h2 id="review-summary">{t('portals.reviews')}</h2>
      <label className="cb-field">
        <span>{t('portals.payDate')}</span>
        <input
          type="date"
          className="cb-input review-summary__date"
          value={payDate}
          onChange={(e) => setChosen(e.target.value || null)}
        />
      </label>
      {data && (
        <p className="review-summary">
          <button type="button" className="cb-link-button" onClick={() => toggle('reviewed')}>
            {data.reviewed}
          </button>{' '}
          {t('portals.of')}{' '}
          <button type="button" className="cb-link-button" onClick={() => toggle('all')}>
            {data.reps.length}
          </button>{' '}
          {t('portals.reviewedOn', { date: day(payDate) })}{' '}
          <button type="button" className="cb-link-button" onClick={() => toggle('not-reviewed')}>
            {t('portals.notYet', { n: String(data.reps.length - data.reviewed) })}
          </button>{' '}
          ·{' '}
          <Link to="/bee/questions">
            {t('portals.openQuestions', {
              count: data.open_questions,
              n: String(data.open_questions),
            })}
          </Link>
        </p>
      )}
      {list.length > 0 && (
        <ul aria-label={t('portals.reps')}>
          {list.map((rep) => (
            <li key={rep.rep_email}>
              {rep.rep_name} ({rep.rep_email}) —{' '}
              {rep.reviewed_at
                ? t(rep.stale ? 'portals.reviewedStale' : 'portals.reviewed', {
                    date: day(new Date(rep.reviewed_at)),
                  })
                : t('portals.notReviewed')}
              {rep.last_opened_at
                ? t('portals.lastOpened', { date: day(new Date(rep.last_opened_at)) })
                : t('portals.neverOpened')}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
