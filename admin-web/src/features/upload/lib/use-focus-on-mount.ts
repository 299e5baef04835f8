import { useEffect, useRef } from 'react';

/** Moves focus to the element when it appears, so keyboard and screen-reader users follow each step. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
