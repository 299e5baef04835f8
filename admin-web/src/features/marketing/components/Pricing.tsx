export function Pricing() {
  return (
    <section className="home-pricing" aria-labelledby="home-pricing-title">
      <h2 id="home-pricing-title">Simple pricing</h2>
      <div className="cb-card home-pricing__card">
        <p className="home-pricing__price">$9 per user per month</p>
        <ul className="home-pricing__terms">
          <li>1-300 users</li>
          <li>additional users free</li>
        </ul>
      </div>
    </section>
  );
}
