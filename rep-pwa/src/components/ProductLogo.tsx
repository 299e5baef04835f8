/** The CommissionBee mark (the icon's honey hexagon) and name, for when a company has no logo. */
export function ProductLogo() {
  return (
    <span className="rep-product-logo">
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M16 2 28.1 9v14L16 30 3.9 23V9Z" fill="var(--cb-primary)" />
        <text
          x="16"
          y="20.5"
          textAnchor="middle"
          fontSize="11"
          fontWeight="700"
          fill="var(--cb-dark)"
        >
          CB
        </text>
      </svg>
      <span>CommissionBee</span>
    </span>
  );
}
