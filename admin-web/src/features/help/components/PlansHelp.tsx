// Help Center: commission plans with signed receipts (issue 30) — what they do for California
// Labor Code §2751 and New York Labor Law §191, and what they do not.
export function PlansHelp() {
  return (
    <section className="cb-card cb-stack" aria-labelledby="plans-help">
      <h2 id="plans-help">Commission plans and signed receipts</h2>
      <p>
        In <strong>Plans</strong>, create a plan and upload its document as a PDF (at most 10 MB;
        the file is checked by its contents). Sign each version for the employer with your full name
        and title, then send it to all reps, to chosen reps, or by employee ID. Each rep sees{' '}
        <em>Your plan</em> in their portal, reads it page by page on their phone, and signs by
        typing their full name, ticking <em>I have read and received this plan</em> and entering a
        6-digit code emailed to them (10 minutes, 5 tries). Signing never holds up pay.
      </p>
      <p>
        Each signature keeps the document&apos;s SHA-256 fingerprint, the version, the typed name,
        the time (UTC), the IP address and browser, the link it came through and the verified email.
        The rep gets a signed copy — the plan plus a signature page naming both signers, the
        evidence, the fingerprint and a verification code — by email and in their portal; you can
        download each rep&apos;s copy and export the status board as CSV for an auditor. A new
        version asks everyone to sign again; old versions and signatures are never deleted, and they
        live in the database, so backups carry them. Overdue reps get at most one reminder a day.
        Anyone can check whether a file is a genuine signed copy without seeing its contents.
      </p>
      <h3>What this does for California §2751 and New York §191</h3>
      <p>
        California Labor Code §2751 asks for a written commission contract that says how commissions
        are computed and paid, a signed copy given to each rep, and a signed receipt from each. New
        York Labor Law §191(1)(c) asks for a written agreement signed by both sides and kept for
        three years. This feature gives you the written plan, both signatures, a signed copy in each
        rep&apos;s hands, a receipt with evidence of who signed, when and from where, and records
        kept for as long as you run the product.
      </p>
      <h3>What it does not do</h3>
      <p>
        It does not write your plan or check that it says what the law requires (how commissions are
        computed, draws and their reconciliation, what is paid on leaving): your company writes the
        plan. It does not decide whether an electronic signature is enough in your case, and it
        keeps records only while you keep the product and its backups. This is not legal advice; ask
        an employment lawyer about your plan.
      </p>
    </section>
  );
}
