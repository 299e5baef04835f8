// Email Center (spec §2, §4, §5): pick reps and email each their private portal link.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import type { PortalRep, SendProgress } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { NoAccess } from '../../../components/NoAccess';
import { paths } from '../../../config/paths';
import { errorMessage, isForbidden } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { followSend } from '../api/follow-send';
import { usePortalReps } from '../api/get-portal-reps';
import { retrySend } from '../api/retry-send';
import { useSendPortalEmails } from '../api/send-portal-emails';
import { SendFailures } from '../components/SendFailures';
import { RepFilters } from '../components/RepFilters';
import { RepTable } from '../components/RepTable';
import { ReviewSummary } from '../components/ReviewSummary';
import { SendButton } from '../components/SendButton';
import { useSendButton } from '../components/use-send-button';
import {
  daysBefore,
  DEFAULT_SINCE_DAYS,
  EMPTY_ALL,
  EMPTY_RECENT,
  repKey,
  visibleReps,
  type RepFilter,
} from '../lib/rep-rows';
import { SUPPORT_EMAIL } from '../../../config/support';
import '../portals.css';
import * as queryKeys from '../../../lib/query-keys';

export function PortalsPage() {
  useDocumentTitle('Email Center');
  const reps = usePortalReps();

  return (
    <section className="cb-stack portals-page" aria-labelledby="portals-title">
      <h1 id="portals-title">Email Center</h1>
      {reps.isPending ? (
        <Loader block label="Loading reps" />
      ) : isForbidden(reps.error) ? (
        <NoAccess headingLevel={2} />
      ) : reps.isError ? (
        <Alert variant="error">{errorMessage(reps.error)}</Alert>
      ) : (
        <EmailCenter reps={reps.data} />
      )}
    </section>
  );
}

/** A search that matches nobody: its own words, not the Recently Paid date hint. */
export function searchEmptyText(search: string, filter: RepFilter): string {
  return filter === 'recent'
    ? `No reps match “${search}”. Check the spelling, or choose All Reps.`
    : `No reps match “${search}”. Check the spelling or clear the search.`;
}

/** Picked reps without a portal link: the server does not mail them. */
function ignoredText(ignored: string[]): string | null {
  return ignored.length === 0 ? null : `No portal link, not sent to: ${ignored.join(', ')}.`;
}

/** Follows sends on the queue: progress for the page, and Last Emailed refreshed as each goes. */
function useSendTracking() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const follow = useCallback(
    async (id: string): Promise<SendProgress> => {
      let lastSent = -1;
      const done = await followSend(
        id,
        (reading) => {
          if (!mounted.current) return;
          setProgress(reading);
          if (reading.sent !== lastSent) {
            lastSent = reading.sent;
            void queryClient.invalidateQueries({ queryKey: queryKeys.portalReps });
          }
        },
        () => !mounted.current,
      );
      if (mounted.current) setProgress(null);
      return done;
    },
    [queryClient],
  );
  return { progress, follow };
}

function EmailCenter({ reps }: { reps: PortalRep[] }) {
  const [filter, setFilter] = useState<RepFilter>('recent');
  const [since, setSince] = useState(() => daysBefore(new Date(), DEFAULT_SINCE_DAYS));
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [notice, setNotice] = useState<{ variant: 'success' | 'warning'; text: string } | null>(
    null,
  );
  const send = useSendPortalEmails();
  const tracking = useSendTracking();
  const [failure, setFailure] = useState<{ id: string; failed: SendProgress['failed'] } | null>(
    null,
  );
  const [retrying, setRetrying] = useState(false);

  const shown = useMemo(
    () => visibleReps(reps, { filter, since, search, now: new Date() }),
    [reps, filter, since, search],
  );
  // Only reps the admin can see are mailed: a selection hidden by the search or the Since date
  // is not sent behind their back.
  const chosen = useMemo(() => shown.filter((rep) => selected.has(repKey(rep))), [shown, selected]);

  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const button = useSendButton({
    count: chosen.length,
    send: async () => {
      setFailure(null);
      const started = await send.mutateAsync({
        pay_date: formatUsDate(new Date()),
        rep_emails: chosen.map((rep) => rep.rep_email),
      });
      const text = ignoredText(started.ignored);
      setNotice(text ? { variant: 'warning', text } : null);
      const done = await tracking.follow(started.id);
      if (done.state === 'failed') {
        setFailure({ id: started.id, failed: done.failed });
        throw new Error('Some portal links could not be sent.');
      }
    },
    onAttempted: clearSelection,
  });

  const retry = () => {
    if (!failure) return;
    setRetrying(true);
    retrySend(failure.id)
      .then(() => tracking.follow(failure.id))
      .then(
        (done) => {
          if (done.state === 'failed') setFailure({ id: failure.id, failed: done.failed });
          else {
            setFailure(null);
            button.dismissError();
            setNotice({ variant: 'success', text: 'Portal Links Sent!' });
          }
        },
        () => undefined, // the failure list stays, so the admin can try again
      )
      .finally(() => setRetrying(false));
  };

  const toggle = (rep: PortalRep) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(repKey(rep))) next.add(repKey(rep));
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Set(current);
      const all = shown.every((rep) => current.has(repKey(rep)));
      for (const rep of shown) {
        if (all) next.delete(repKey(rep));
        else next.add(repKey(rep));
      }
      return next;
    });
  const changeFilter = (value: RepFilter) => {
    setFilter(value);
    clearSelection();
  };

  return (
    <>
      <ReviewSummary reps={reps} />
      <RepFilters
        filter={filter}
        onFilterChange={changeFilter}
        since={since}
        onSinceChange={setSince}
        search={search}
        onSearchChange={setSearch}
      />
      <RepTable
        reps={shown}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        // A search with no match says so; with no reps at all, adjusting the date would not help.
        emptyMessage={
          search.trim() ? (
            searchEmptyText(search.trim(), filter)
          ) : filter === 'recent' && reps.length > 0 ? (
            EMPTY_RECENT
          ) : reps.length === 0 ? (
            // No reps at all: the spec's text, then the next step.
            <>
              {EMPTY_ALL} <Link to={paths.upload}>Upload your first CSV →</Link>
            </>
          ) : (
            EMPTY_ALL
          )
        }
        onRotated={(email) =>
          setNotice({ variant: 'success', text: `New link issued for ${email}.` })
        }
      />
      <div className="cb-spread">
        <p className="portals-count" aria-live="polite">
          {chosen.length === 1 ? '1 rep selected' : `${chosen.length} reps selected`}
        </p>
        <SendButton
          phase={button.phase}
          label={button.label}
          inactive={button.inactive}
          onClick={button.click}
        />
      </div>
      {tracking.progress && (
        <p className="portals-progress" role="status">
          {`${tracking.progress.sent} of ${tracking.progress.total} sent`}
        </p>
      )}
      {button.failed && (
        <Alert
          variant="error"
          onDismiss={() => {
            button.dismissError();
            setFailure(null);
          }}
        >
          Error. Contact <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          {failure && failure.failed.length > 0 && (
            <SendFailures failed={failure.failed} retrying={retrying} onRetry={retry} />
          )}
        </Alert>
      )}
      {notice && (
        <Alert variant={notice.variant} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
    </>
  );
}
