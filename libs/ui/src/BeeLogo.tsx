export interface BeeLogoProps {
  size?: number;
  /** Accessible name; omit when the logo sits next to the product name (it is then decorative). */
  title?: string;
}

/** The CommissionBee mark: an amber honeycomb cell with two stripes. */
export function BeeLogo({ size = 28, title }: BeeLogoProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <path fill="#f5b301" d="M32 3l25 14.5v29L32 61 7 46.5v-29z" />
      <path fill="#1f2933" d="M20 26h24v5H20zm0 9h24v5H20z" />
    </svg>
  );
}
