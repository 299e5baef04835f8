/** Spec §5: in a breakdown, the lines 'single-line' and 'double-line' draw separators. */
const SEPARATORS: Record<string, string> = {
  'single-line': 'rep-rule',
  'double-line': 'rep-rule rep-rule--double',
};

export function Breakdown({ lines }: { lines: readonly string[] }) {
  return (
    <div className="rep-breakdown cb-card">
      {lines.map((line, index) => {
        const separator = SEPARATORS[String(line).trim().toLowerCase()];
        // Lines repeat (two separators, the same text twice), so their position is their identity.
        return separator ? <hr key={index} className={separator} /> : <p key={index}>{line}</p>;
      })}
    </div>
  );
}
