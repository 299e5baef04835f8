import { useEffect } from 'react';
import { BRAND } from '@commissionbee/shared/types';

/** Names the browser tab after the screen, which screen readers also announce on navigation. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
  }, [title]);
}
