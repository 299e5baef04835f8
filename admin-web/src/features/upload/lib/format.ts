import { formatMoney } from '@commissionbee/shared/money';

/** '+$1,250.00', '-$50.00', '$0.00': a change in a total. */
export function formatChange(amount: number): string {
  const text = formatMoney(Math.abs(amount));
  if (Math.round(amount * 100) === 0) return formatMoney(0);
  return `${amount > 0 ? '+' : '-'}${text}`;
}
