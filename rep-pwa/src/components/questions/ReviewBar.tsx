// "Looks right" / "I have a question" under a paycheck; asks again once the lines changed.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@commissionbee/ui/Button';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';
import * as queryKeys from '../../lib/query-keys';
import { reviewPaycheck, useMyReviews } from '../../lib/questions/api';
import { addDemoReview, demoReviews } from '../../lib/questions/demo-reviews';

export interface ReviewBarProps {
  viewKey: string | null;
  payDate: string;
  demo: boolean;
  /** An admin's preview: the server refuses the review, and the bar says why. */
  preview?: boolean;
  onAsk: () => void;
}

export function ReviewBar({ viewKey, payDate, demo, preview = false, onAsk }: ReviewBarProps) {
  const queryClient = useQueryClient();
  const { t, format } = useI18n();
  const reviews = useMyReviews(viewKey, !demo);
  const [demoDone, setDemoDone] = useState(() => demoReviews().includes(payDate));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const review = reviews.data?.find((r) => r.pay_date === payDate);

  const looksRight = async () => {
    setError(null);
    if (demo) {
      addDemoReview(payDate);
      setDemoDone(true);
      return;
    }
    setBusy(true);
    try {
      await reviewPaycheck(payDate);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myReviews.all });
    } catch {
      setError(preview ? t('questions.previewReadOnly') : t('questions.review.saveError'));
    } finally {
      setBusy(false);
    }
  };

  if (demoDone || (review && !review.stale))
    return (
      <p className="rep-review cb-card" role="status">
        {review
          ? t('questions.review.doneOn', { date: format.date(review.reviewed_at.slice(0, 10)) })
          : t('questions.review.done')}
        {demoDone && <span className="cb-muted"> {t('questions.demoReadOnly')}</span>}
      </p>
    );
  return (
    <section className="rep-review cb-card cb-stack" aria-label={t('questions.review.label')}>
      <p>{review?.stale ? t('questions.review.changed') : t('questions.review.ask')}</p>
      <div className="rep-review__actions">
        <Button onClick={() => void looksRight()} disabled={busy}>
          {t('questions.review.looksRight')}
        </Button>
        <Button variant="secondary" onClick={onAsk}>
          {t('questions.review.haveQuestion')}
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
