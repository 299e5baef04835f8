// Help Center: how pay questions and paycheck reviews work, for admins.
export function QuestionsHelp() {
  return (
    <section className="cb-card cb-stack" aria-labelledby="questions-help">
      <h2 id="questions-help">Pay questions and reviews</h2>
      <p>
        Reps ask about a pay line from their portal (<em>Ask about this</em> on a paycheck or a
        job), about a whole paycheck, or about pay that is missing. Each question keeps a copy of
        the line as the rep saw it, so you can compare it with the line now — even after an upload
        is undone.
      </p>
      <p>
        Answer from <strong>Questions</strong> in the sidebar (the number is how many are open).{' '}
        <em>Reply</em> keeps the question open; <em>Ask for more information</em> waits on the rep
        until they reply; <em>Resolve</em> as <strong>Adjusted</strong> (say which paycheck the
        correction is on) or <strong>No change</strong> (explain why). The rep can accept the answer
        or reopen the question within 30 days. Questions open longer than the answer time in
        Settings (2 business days unless you change it) are marked overdue.
      </p>
      <p>
        You get an email for each new or reopened question (turn it off in Settings); the rep gets
        one for each answer. On each paycheck the rep can say <em>Looks right</em>: the Email Center
        shows who opened their portal and who reviewed a pay date, and a review goes stale when the
        paycheck changes.
      </p>
    </section>
  );
}
