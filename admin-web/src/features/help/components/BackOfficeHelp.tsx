// Help Center: the activity log, the reps directory, payroll export, statements and the calculator,
// for admins.
export function BackOfficeHelp() {
  return (
    <section className="cb-card cb-stack" aria-labelledby="back-office-help">
      <h2 id="back-office-help">Activity, reps, payroll and statements</h2>
      <p>
        <strong>Activity</strong> answers &ldquo;who changed this, and when?&rdquo;: logins (and
        failed ones), uploads and undos, Master CSV downloads, portal previews, new links, portal
        emails, calculator saves, rep access, questions, reviews and payroll exports, each as a
        sentence with the time and the address it came from. Filter by who, what and when, and
        download what you see as CSV. Events cannot be changed or deleted; they are kept for two
        years.
      </p>
      <p>
        <strong>Reps</strong> lists every rep as a person: manager, team, when their link was
        issued, last sent and last opened, calculator access and employee ID. Open a rep to set
        their employee ID and the first and last name payroll uses, or upload a mapping CSV with the
        columns <em>Rep Email, Employee ID, First Name, Last Name</em> for everyone at once, and
        optionally <em>Language</em> (en or es-US, English or Spanish: the language of the
        rep&apos;s emails unless the rep chose one in their portal). A file with any problem saves
        nothing and lists the rows to fix.
      </p>
      <p>
        <strong>Payroll Export</strong> turns a pay date into a file for Gusto, ADP Workforce Now or
        a generic payroll import: one line per rep, the sum of their paid lines that day (pending
        and cancelled lines never count). Gusto and ADP need every rep&apos;s employee ID and list
        who is missing one; ADP also needs your company code, batch ID and earnings code, and each
        employee ID must be the rep&apos;s ADP file number (up to 6 digits).
      </p>
      <p>
        <strong>Statements</strong> are PDFs reps can keep: one per paycheck, per month and per year
        to date, with every line, the paycheck total, the year to date and pending lines apart. A
        rep downloads them from each paycheck and from <em>Statements</em> in their menu. A
        statement is frozen when its pay date is published (when the upload is stored); if the
        rep&apos;s lines of that date change later, they get <em>Revision 2</em> with what changed,
        and keep the first. On Payroll Export, <em>Download all statements (ZIP)</em> gives every
        rep&apos;s statement of the pay date with an index of each file&apos;s SHA-256 for payroll
        or an auditor; a rep&apos;s page under Reps downloads theirs. Anyone holding a statement can
        check its code at <em>/verify</em>: it says whether the statement is authentic and current,
        never what it says. To email each rep their statement when a pay date is published, choose
        <em> Email a link</em> or <em>Email the PDF</em> under <em>Statements</em> in Settings.
      </p>
      <p>
        <strong>Rep Calculator</strong> (when your company has it) is set up on its page:{' '}
        <em>Create calculator</em> asks for the inputs reps type, hidden values reps never see (such
        as a base redline), the formula and an optional rate table, and runs a test with your values
        before you save. A formula that names something the calculator does not have is pointed out
        under the form. Then choose which reps may use it.
      </p>
    </section>
  );
}
