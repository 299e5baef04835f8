import { formatMoney } from '@commissionbee/shared/money';
import { formatUsDate } from '@commissionbee/shared/pay-date';

/** '3/5/2024 2:07 PM' in the viewer's time zone; '' when not a moment. */
export function formatMoment(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatUsDate(date)} ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

/** '1 record', '2 records'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** '+$1,250.00', '-$50.00', '$0.00': a change in a total. */
export function formatChange(amount: number): string {
  const text = formatMoney(Math.abs(amount));
  if (Math.round(amount * 100) === 0) return formatMoney(0);
  return `${amount > 0 ? '+' : '-'}${text}`;
}
