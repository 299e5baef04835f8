import { useId, useState, type FormEvent } from 'react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useUiWords } from './i18n/ui-words';

export interface PaginationProps {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Ledger pages'. */
  label?: string;
}

/**
 * First / previous / 'Page X of Y' / next / last, and 'Go to page' when there are more than two
 * pages. At the ends the arrows are aria-disabled rather than disabled, so a keyboard user who
 * pressed one keeps focus on it.
 */
export function Pagination({ page, pages, onPageChange, label }: PaginationProps) {
  const words = useUiWords();
  const inputId = useId();
  const [wanted, setWanted] = useState('');
  const go = (target: number) => {
    if (target >= 1 && target <= pages && target !== page) onPageChange(target);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = Math.round(Number(wanted));
    if (Number.isFinite(target)) go(Math.min(pages, Math.max(1, target)));
    setWanted('');
  };
  const arrow = 'cb-btn cb-btn--secondary cb-btn--small cb-pagination__button';

  return (
    <nav className="cb-pagination" aria-label={label ?? words?.pagination ?? 'Pagination'}>
      {pages > 2 && (
        <button
          type="button"
          className={arrow}
          aria-label={words?.firstPage ?? 'First page'}
          aria-disabled={page <= 1}
          onClick={() => go(1)}
        >
          <ChevronsLeft size={16} aria-hidden="true" />
        </button>
      )}
      <button
        type="button"
        className={arrow}
        aria-label={words?.previousPage ?? 'Previous page'}
        aria-disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </button>
      <span className="cb-pagination__status cb-num" aria-live="polite">
        {words?.pageOf(page, pages) ?? `Page ${page} of ${pages}`}
      </span>
      <button
        type="button"
        className={arrow}
        aria-label={words?.nextPage ?? 'Next page'}
        aria-disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </button>
      {pages > 2 && (
        <button
          type="button"
          className={arrow}
          aria-label={words?.lastPage ?? 'Last page'}
          aria-disabled={page >= pages}
          onClick={() => go(pages)}
        >
          <ChevronsRight size={16} aria-hidden="true" />
        </button>
      )}
      {pages > 2 && (
        <form className="cb-pagination__goto" onSubmit={onSubmit}>
          <label htmlFor={inputId}>{words?.goToPage ?? 'Go to page'}</label>
          <input
            id={inputId}
            className="cb-input cb-num"
            type="number"
            inputMode="numeric"
            min={1}
            max={pages}
            value={wanted}
            onChange={(event) => setWanted(event.target.value)}
          />
          <button type="submit" className="cb-btn cb-btn--secondary cb-btn--small">
            {words?.go ?? 'Go'}
          </button>
        </form>
      )}
    </nav>
  );
}
