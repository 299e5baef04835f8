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
import { useSendButton, type SendPhase } from '../components/use-send-button';
import type { Translator } from '@commissionbee/shared/i18n/messages';
import {
  daysBefore,
  DEFAULT_SINCE_DAYS,
  repKey,
  visibleReps,
  type RepFilter,
} from '../lib/rep-rows';
import { SUPPORT_EMAIL } from '../../../config/support';
import '../portals.css';
import * as queryKeys from '../../../lib/query-keys';
import { useI18n } from '@commissionbee/ui/i18n/I18nProvider';

export function PortalsPage() {
  const { t } = useI18n();
  useDocumentTitle(t('portals.title'));
  const reps = usePortalReps();

  return (
    <section className="cb-stack portals-page" aria-labelledby="portals-title">
      <h1 id="portals-title">{t('portals.title')}</h1>
      {reps.isPending ? (
        <Loader block label={t('portals.loading')} />
      ) : isForbidden(reps.error) ? (
        <NoAccess headingLevel={2} />
      ) : reps.isError ? (
        <Alert variant="error">{errorMessage(reps.error, t('app.genericError'))}</Alert>
      ) : (
        <EmailCenter reps={reps.data} />
      )}
    </section>
  );
}

/** A search that matches nobody: its own words, not the Recently Paid date hint. */
function searchEmptyText(t: Translator, search: string, filter: RepFilter): string {
  return filter === 'recent'
    ? t('portals.searchEmptyRecent', { search })
    : t('portals.searchEmptyAll', { search });
}

/** Picked reps without a portal link: the server does not mail them. */
function ignoredText(t: Translator, ignored: string[]): string | null {
  return ignored.length === 0 ? null : t('portals.ignored', { emails: ignored.join(', ') });
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

/** The send button's words for its state (use-send-button.ts keeps the English ones). */
function sendLabel(t: Translator, phase: SendPhase, count: number): string {
  if (phase === 'confirm') return t('portals.sendConfirm');
  if (phase === 'sending') return t('portals.sending');
  if (phase === 'success') return t('portals.linksSent');
  return count === 0 ? t('portals.sendSelect') : t('portals.send', { count, n: String(count) });
}

function EmailCenter({ reps }: { reps: PortalRep[] }) {
  const { t } = useI18n();
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
      const text = ignoredText(t, started.ignored);
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
            setNotice({ variant: 'success', text: t('portals.linksSent') });
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
            searchEmptyText(t, search.trim(), filter)
          ) : filter === 'recent' && reps.length > 0 ? (
            t('portals.emptyRecent')
          ) : reps.length === 0 ? (
            // No reps at all: the spec's text, then the next step.
            <>
              {t('portals.noData')} <Link to={paths.upload}>{t('portals.uploadFirst')}</Link>
            </>
          ) : (
            t('portals.noData')
          )
        }
        onRotated={(email) =>
          setNotice({ variant: 'success', text: t('portals.newLinkIssued', { email }) })
        }
      />
      <div className="cb-spread">
        <p className="portals-count" aria-live="polite">
          {t('portals.selected', { count: chosen.length, n: String(chosen.length) })}
        </p>
        <SendButton
          phase={button.phase}
          label={sendLabel(t, button.phase, chosen.length)}
          inactive={button.inactive}
          onClick={button.click}
        />
      </div>
      {tracking.progress && (
        <p className="portals-progress" role="status">
          {t('portals.progress', {
            sent: String(tracking.progress.sent),
            total: String(tracking.progress.total),
          })}
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
          {t('portals.errorContact')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
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
