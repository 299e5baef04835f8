// The ledger's rows per page, remembered in this browser (10, the specification's, until chosen).
import { useState } from 'react';
import { DEFAULT_LEDGER_PAGE_SIZE, LEDGER_PAGE_SIZES } from '@commissionbee/shared/ledger-query';

export const PAGE_SIZE_KEY = 'cb.ledger.pageSize';

function stored(): number {
  try {
    const value = Number(localStorage.getItem(PAGE_SIZE_KEY));
    return (LEDGER_PAGE_SIZES as readonly number[]).includes(value)
      ? value
      : DEFAULT_LEDGER_PAGE_SIZE;
  } catch {
    // Storage refused (private mode, a policy): the default, not an error.
    return DEFAULT_LEDGER_PAGE_SIZE;
  }
}

export function usePageSize(): [number, (size: number) => void] {
  const [size, setSize] = useState(stored);
  const choose = (next: number) => {
    setSize(next);
    try {
      localStorage.setItem(PAGE_SIZE_KEY, String(next));
    } catch {
      // Not remembered; the choice still holds on this page.
    }
  };
  return [size, choose];
}
