// Email Center (spec §2, §4, §5): pick reps and email each their private portal link.
import { useCallback, useMemo, useState } from 'react';
import { formatUsDate } from '@commissionbee/shared/pay-date';
import type { PortalRep } from '@commissionbee/shared/types';
import { Alert } from '@commissionbee/ui/Alert';
import { Loader } from '@commissionbee/ui/Loader';
import { errorMessage } from '../../../lib/errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePortalReps } from '../api/get-portal-reps';
import { useSendPortalEmails, type SendPortalEmailsResult } from '../api/send-portal-emails';
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
import { SUPPORT_EMAIL } from '../support';
import '../portals.css';

export function PortalsPage() {
  useDocumentTitle('Email Center');
  const reps = usePortalReps();

  return (
    <section className="cb-stack portals-page" aria-labelledby="portals-title">
      <h1 id="portals-title">Email Center</h1>
      {reps.isPending ? (
        <Loader block label="Loading reps" />
      ) : reps.isError ? (
        <Alert variant="error">{errorMessage(reps.error)}</Alert>
      ) : (
        <EmailCenter reps={reps.data} />
      )}
    </section>
  );
}

/** Reps who got no message although they were picked (a partial failure, or no portal link). */
function notSentText(result: SendPortalEmailsResult): string | null {
  const missed = [...result.failed.map((f) => f.email), ...result.ignored];
  if (missed.length === 0) return null;
  return `${result.sent} sent. Not sent to: ${missed.join(', ')}.`;
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
    send: () =>
      send
        .mutateAsync({
          pay_date: formatUsDate(new Date()),
          rep_emails: chosen.map((rep) => rep.rep_email),
        })
        .then((result) => {
          const text = notSentText(result);
          setNotice(text ? { variant: 'warning', text } : null);
        }),
    onAttempted: clearSelection,
  });

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
        // With no reps at all, adjusting the date would not help.
        emptyMessage={filter === 'recent' && reps.length > 0 ? EMPTY_RECENT : EMPTY_ALL}
        onRotated={(email) =>
          setNotice({ variant: 'success', text: `New link issued for ${email}.` })
        }
      />
      <div className="cb-spread">
        <p className="portals-count" aria-live="polite">
          {chosen.length} reps selected
        </p>
        <SendButton
          phase={button.phase}
          label={button.label}
          inactive={button.inactive}
          onClick={button.click}
        />
      </div>
      {button.failed && (
        <Alert variant="error" onDismiss={button.dismissError}>
          Error. Contact <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
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
