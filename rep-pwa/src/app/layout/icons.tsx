// Toolbar icons: decorative (the label beside each one names the link).
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

export const DashIcon = () => (
  <svg {...common}>
    <path d="M4 20V10M10 20V4M16 20v-8M22 20H2" />
  </svg>
);

export const PaychecksIcon = () => (
  <svg {...common}>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
  </svg>
);

export const CustomersIcon = () => (
  <svg {...common}>
    <path d="M3 21V8l9-5 9 5v13" />
    <path d="M9 21v-7h6v7" />
  </svg>
);

export const TeamIcon = () => (
  <svg {...common}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2 20c0-3.9 3.1-6 7-6s7 2.1 7 6" />
    <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.4.6 4 2.6 4 6" />
  </svg>
);

export const CalculatorIcon = () => (
  <svg {...common}>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15v3M8 18h.01M12 18h.01" />
  </svg>
);

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
