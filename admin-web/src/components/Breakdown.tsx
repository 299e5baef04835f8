// A breakdown as people read it (spec §5), for every admin screen that shows one: the question
// page, the ledger's row details and the upload tables. 'single-line' / 'double-line' are rules,
// never words.
import { isBreakdownSeparator } from '@commissionbee/shared/csv';
import './breakdown.css';

/** The lines one under another, with the separator lines drawn as rules. */
export function Breakdown({ lines }: { lines: readonly string[] }) {
  return (
    <span className="cb-breakdown">
      {lines.map((text, i) =>
        isBreakdownSeparator(text) ? (
          // Lines repeat (two rules, the same text twice), so their position is their identity.
          <hr
            key={i}
            className={`cb-breakdown__rule cb-breakdown__rule--${text.trim().toLowerCase()}`}
          />
        ) : (
          <span key={i}>{text}</span>
        ),
      )}
    </span>
  );
}

/**
 * The same breakdown on one line, for a table cell and its title: the text lines joined with ' · ',
 * the separators left out (a rule has no place in one line of text).
 */
export function breakdownText(lines: readonly unknown[]): string {
  return lines
    .filter((line) => !isBreakdownSeparator(line))
    .map(String)
    .join(' · ');
}
