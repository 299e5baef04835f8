// Questions waiting to send: kept in localStorage (so a closed app loses none) with the id the
// server de-duplicates by (so a retry after a lost answer is not a second question), and sent when
// the phone is online. In the demo they stay here: the demo key is public and sends nothing.
import { useSyncExternalStore } from 'react';
import { ApiError } from '@commissionbee/shared/api-client';
import { askQuestion, type NewQuestion } from './api';

export const OUTBOX_STORAGE = 'bee_question_outbox';

export interface PendingQuestion {
  body: NewQuestion;
  /** What the rep asked about, for the list ("Job 12 · $100.00"). */
  label: string;
  created_at: string;
  demo: boolean;
  /** The server refused it (a 4xx): shown, not retried. */
  error?: string;
}

let cache: PendingQuestion[] | null = null;
const listeners = new Set<() => void>();

function read(): PendingQuestion[] {
  if (cache) return cache;
  try {
    cache = JSON.parse(localStorage.getItem(OUTBOX_STORAGE) ?? '[]') as PendingQuestion[];
  } catch {
    cache = [];
  }
  return cache;
}

function write(list: PendingQuestion[]): void {
  cache = list;
  try {
    localStorage.setItem(OUTBOX_STORAGE, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the list still lives for this session.
  }
  listeners.forEach((listener) => listener());
}

export function addToOutbox(item: PendingQuestion): void {
  write([...read(), item]);
}

export function removeFromOutbox(clientId: string): void {
  write(read().filter((item) => item.body.client_id !== clientId));
}

export function useOutbox(): PendingQuestion[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    read,
  );
}

let flushing: Promise<number> | null = null;

/**
 * Sends every waiting question (not the demo's), one at a time; answers how many went. A network
 * failure stops the round (the rest wait for the next); a refusal is kept with its message. A
 * round already running is joined, so one question is never sent twice at once.
 */
export function flushOutbox(): Promise<number> {
  if (flushing) return flushing;
  // .finally is attached after the assignment, so even a round with nothing to send clears it.
  flushing = sendWaiting().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function sendWaiting(): Promise<number> {
  let sent = 0;
  for (const item of read()) {
    if (item.demo || item.error) continue;
    try {
      await askQuestion(item.body);
      removeFromOutbox(item.body.client_id);
      sent += 1;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) break;
      const body = error.body as { message?: unknown } | null;
      const message = typeof body?.message === 'string' ? body.message : error.message;
      write(
        read().map((other) =>
          other.body.client_id === item.body.client_id ? { ...other, error: message } : other,
        ),
      );
    }
  }
  return sent;
}
