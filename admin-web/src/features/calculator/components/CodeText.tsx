/** A translated hint whose `backticked` parts are formula code, shown as <code>. */
export function CodeText({ text }: { text: string }) {
  return (
    <>{text.split('`').map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>
  );
}
