export interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Ledger pages'. */
  label?: string;
}

/**
 * Previous/next arrows around 'Page X of Y'. At the ends the arrows are aria-disabled rather than
 * disabled, so a keyboard user who pressed one keeps focus on it.
 */
export function Pagination({ page, pages, onPageChange, label = 'Pagination' }: PaginationProps) {
  return (
    <nav className="cb-pagination" aria-label={label}>
      <button
        type="button"
        className="cb-btn cb-btn--secondary cb-btn--small cb-pagination__button"
        aria-label="Previous page"
        aria-disabled={page <= 1}
        onClick={() => page > 1 && onPageChange(page - 1)}
      >
        <span aria-hidden="true">←</span>
      </button>
      <span aria-live="polite">{`Page ${page} of ${pages}`}</span>
      <button
        type="button"
        className="cb-btn cb-btn--secondary cb-btn--small cb-pagination__button"
        aria-label="Next page"
        aria-disabled={page >= pages}
        onClick={() => page < pages && onPageChange(page + 1)}
      >
        <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
