// The few words the shared components say themselves (a dismiss button, page arrows, an empty
// table): English unless an app provides its own (issue 33). An app without the provider, or a
// component given the word as a prop, reads exactly as before. The English words stay in each
// component, so an app that provides none (the rep app) ships no list of them.
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

const UiWordsContext = createContext<UiWords | null>(null);

/** Gives the shared components an app's words for them. */
export const UiWordsProvider = UiWordsContext.Provider;

/** The app's words, or null: then each component says its own English. */
export function useUiWords(): UiWords | null {
  return useContext(UiWordsContext);
}
