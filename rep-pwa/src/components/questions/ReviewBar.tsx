// "Looks right" / "I have a question" under a paycheck; asks again once the lines changed.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@commissionbee/ui/Button';
import { PREVIEW_MESSAGES } from '@commissionbee/shared/demo';
import { QUESTION_MESSAGES } from '@commissionbee/shared/questions';
import { formatUsDate } from '@commissionbee/shared/pay-date';
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
      setError(
        preview
          ? PREVIEW_MESSAGES.readOnly
          : 'Could not save your review. Check your connection and try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  if (demoDone || (review && !review.stale))
    return (
      <p className="rep-review cb-card" role="status">
        You said this paycheck looks right
        {review ? ` on ${formatUsDate(review.reviewed_at.slice(0, 10))}` : ''}.
        {demoDone && <span className="cb-muted"> {QUESTION_MESSAGES.demoReadOnly}</span>}
      </p>
    );
  return (
    <section className="rep-review cb-card cb-stack" aria-label="Review this paycheck">
      <p>
        {review?.stale
          ? 'This paycheck changed since you reviewed it. Does it still look right?'
          : 'Does this paycheck look right?'}
      </p>
      <div className="rep-review__actions">
        <Button onClick={() => void looksRight()} disabled={busy}>
          Looks right
        </Button>
        <Button variant="secondary" onClick={onAsk}>
          I have a question
        </Button>
      </div>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
