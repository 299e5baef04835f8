// The few words the shared components say themselves (a dismiss button, page arrows, an empty
// table): English unless an app provides its own (issue 33). An app without the provider, or a
// component given the word as a prop, reads exactly as before.
import { createContext, useContext } from 'react';

export interface UiWords {
  /** An alert's × button. */
  dismiss: string;
  /** A dialog's × button. */
  close: string;
  /** A loader's name for screen readers. */
  loading: string;
  search: string;
  searchPlaceholder: string;
  /** The pagination landmark's default name. */
  pagination: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  /** 'Page 2 of 5'. */
  pageOf: (page: number, pages: number) => string;
  goToPage: string;
  go: string;
  /** A table without rows. */
  noData: string;
}

export const ENGLISH_UI_WORDS: UiWords = {
  dismiss: 'Dismiss',
  close: 'Close',
  loading: 'Loading...',
  search: 'Search',
  searchPlaceholder: 'Search...',
  pagination: 'Pagination',
  firstPage: 'First page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  lastPage: 'Last page',
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
  goToPage: 'Go to page',
  go: 'Go',
  noData: 'No data found.',
};

const UiWordsContext = createContext<UiWords>(ENGLISH_UI_WORDS);

/** Gives the shared components an app's words for them. */
export const UiWordsProvider = UiWordsContext.Provider;

export function useUiWords(): UiWords {
  return useContext(UiWordsContext);
}
