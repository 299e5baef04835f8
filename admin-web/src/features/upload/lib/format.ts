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
