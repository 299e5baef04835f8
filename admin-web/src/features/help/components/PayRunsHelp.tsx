// Help Center: pay runs (issue 29) — reviewing, publishing and closing pay dates.
export function PayRunsHelp() {
  return (
    <section className="cb-card cb-stack" aria-labelledby="pay-runs-help">
      <h2 id="pay-runs-help">Pay runs: review, publish and close pay dates</h2>
      <p>
        Out of the box an upload reaches reps at once. Turn on{' '}
        <strong>Review pay before reps see it</strong> on the <strong>Pay Runs</strong> screen and
        every pay date goes through four states: <em>Draft</em> (uploads and undos change it),{' '}
        <em>Approved</em>, <em>Published</em> (reps see it from then on) and <em>Closed</em> (paid;
        it never changes again). Reps and managers never see a draft or approved pay date, in any
        screen, total, badge or notification. With <strong>Needs a second approver</strong> on,
        whoever uploaded or last changed a pay date cannot approve it.
      </p>
      <p>
        A change to a published pay date (a new upload, a replaced line, an undo) is a{' '}
        <em>revision</em>: reps keep seeing the published numbers until you approve and publish it
        again. Meanwhile the <strong>Ledger</strong> shows both under each changed line&apos;s
        amount (&ldquo;published $1,200.00 → draft $1,250.00&rdquo;, or &ldquo;new in the draft, not
        published&rdquo;), and the lines of a pay date never published carry a <em>Draft</em> (or{' '}
        <em>Approved</em>) badge beside their date. A line the revision removes is no longer in the
        ledger: the pay date&apos;s change per rep on the Pay Runs screen counts it.{' '}
        <strong>Publish</strong> can notify the pay date&apos;s reps; several approved dates can be
        published at once. Lines without a date (pending and cancelled) are one entry,{' '}
        <em>Pending lines</em>, published like a pay date but never closed.
      </p>
      <p>
        <strong>Close</strong> a pay date once it is paid (you are asked to confirm when questions
        about it are still open). An upload that would change a closed date is refused row by row
        with &ldquo;Pay date 10/15/2026 is closed. Post the correction as an adjustment on an open
        pay date, or reopen it.&rdquo; To correct it anyway, upload with{' '}
        <em>Post changes to closed pay dates as adjustments on</em> an open date: each change
        becomes an <em>Adjustment</em> line of the difference on that date, linked to the original
        line, and reps see it as &ldquo;Adjustment to 10/15/2026 · Henderson Residence&rdquo;. The
        closed paycheck keeps its numbers and says it was adjusted. <strong>Reopen</strong> needs a
        reason, which the activity log keeps with every approval, publish and close. Payroll export
        offers published and closed pay dates only.
      </p>
      <p>
        Every payroll file you export is recorded: who exported it, when, its rows and total, and
        its SHA-256 fingerprint, so you can tell later which file went to payroll. The Pay Runs
        screen shows the latest one under each pay date (&ldquo;Exported 11/14/2026 by …, sha256
        3f2a9c…&rdquo;), and the activity log keeps each of them.
      </p>
      <p>
        The demo company shows it all: review is on, the month before the latest payday is closed,
        the latest pay date is published with one adjustment to a closed paycheck, and the next
        payday is a draft that the demo&apos;s reps do not see until you approve and publish it.
      </p>
    </section>
  );
}
