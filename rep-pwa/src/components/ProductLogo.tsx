/** The CommissionBee mark (the app icon's honey hexagon) and name, for when a company has no logo. */
export function ProductLogo() {
  return (
    <span className="rep-product-logo">
      <svg viewBox="0 0 512 512" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M256 24 457 140v232L256 488 55 372V140Z" fill="var(--cb-primary)" />
        <rect x="152" y="196" width="208" height="40" rx="20" fill="#1f2933" />
        <rect x="152" y="276" width="208" height="40" rx="20" fill="#1f2933" />
      </svg>
      <span>CommissionBee</span>
    </span>
  );
}
