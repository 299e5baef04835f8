// Questions waiting to send: kept in localStorage (so a closed app loses none) with the id the
// server de-duplicates by (so a retry after a lost answer is not a second question), and sent when
// the phone is online. In the demo they stay here: the demo key is public and sends nothing.
// Each question belongs to the view key it was asked under (issue 26): on a phone shared by two
// reps, or after opening another link, it is shown and sent only while that key is the one open,
// never under the next key.
import { useSyncExternalStore } from 'react';
import { ApiError, VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { askQuestion, type NewQuestion } from './api';

export const OUTBOX_STORAGE = 'bee_question_outbox';

export interface PendingQuestion {
  body: NewQuestion;
  /** What the rep asked about, for the list ("Job 12 · $100.00"). */
  label: string;
  created_at: string;
  demo: boolean;
  /** The server refused it (a 4xx): shown, not retried. Its words, in English. */
  error?: string;
  /** The refusal's code, shown in the rep's language (older entries have none). */
  code?: string | null;
  /**
   * A fingerprint of the view key it was asked under (keyOwner). Questions queued by an older
   * version have none: they belong to no key, and are never sent under one.
   */
  owner?: string;
}

/** What the outbox adds itself (addToOutbox stamps the key of the moment). */
export type NewPendingQuestion = Omit<PendingQuestion, 'owner'>;

let cache: PendingQuestion[] | null = null;
const listeners = new Set<() => void>();

/**
 * A fingerprint of a view key (two FNV-1a hashes, 64 bits): enough to tell the keys of one phone
 * apart, without writing the key once more.
 */
export function keyOwner(viewKey: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < viewKey.length; i++) {
    const c = viewKey.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x811c9dc5) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The fingerprint of the key open now ('' with none). */
function currentOwner(): string {
  try {
    const key = localStorage.getItem(VIEW_KEY_STORAGE);
    return key ? keyOwner(key) : '';
  } catch {
    return '';
  }
}

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

export function addToOutbox(item: NewPendingQuestion): void {
  write([...read(), { ...item, owner: currentOwner() }]);
}

let mineOf: { all: PendingQuestion[]; owner: string; mine: PendingQuestion[] } | null = null;

/** The questions of the key open now (the same array while nothing changed, for React). */
function mine(): PendingQuestion[] {
  const all = read();
  const owner = currentOwner();
  if (mineOf?.all !== all || mineOf.owner !== owner)
    mineOf = { all, owner, mine: owner ? all.filter((item) => item.owner === owner) : [] };
  return mineOf.mine;
}

export function removeFromOutbox(clientId: string): void {
  write(read().filter((item) => item.body.client_id !== clientId));
}

/** The waiting questions of the key open now. */
export function useOutbox(): PendingQuestion[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    mine,
    mine,
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
  for (const item of mine()) {
    if (item.demo || item.error) continue;
    // Another link opened meanwhile: the rest wait for their own key.
    if (item.owner !== currentOwner()) break;
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
          other.body.client_id === item.body.client_id
            ? { ...other, error: message, code: error.code }
            : other,
        ),
      );
    }
  }
  return sent;
}
