// The offline outbox belongs to the view key a question was asked under (issue 26): on a shared
// phone, the next key opened neither shows nor sends it; its own key sends it, with that key.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';

const ANA = 'ana-view-key-0123456789abcdefghijklmnop';
const BEN = 'ben-view-key-0123456789abcdefghijklmnop';

/** A fresh outbox module (its cache lives in the module), with fetch answering 201. */
async function freshOutbox() {
  vi.resetModules();
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ id: 1 }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { sut: await import('./outbox'), fetchMock };
}

const question = (clientId: string) => ({
  body: {
    pay_date: '2024-03-05',
    reason: 'missing_pay' as const,
    message: 'Where is my bonus?',
    client_id: clientId,
  },
  label: 'Paycheck 03/05/2024',
  created_at: '2026-11-27T10:00:00.000Z',
  demo: false,
});

const sentKeys = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([, init]) =>
    new Headers((init as RequestInit | undefined)?.headers).get('X-View-Key'),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the question outbox, per view key', () => {
  it('never sends a question under the next key opened, and sends it under its own', async () => {
    const { sut, fetchMock } = await freshOutbox();
    localStorage.setItem(VIEW_KEY_STORAGE, ANA);
    sut.addToOutbox(question('3b241101-e2bb-4255-8caf-4136c566a962'));

    // Ben opens his link on the same phone: Ana's question is neither his to see nor to send.
    localStorage.setItem(VIEW_KEY_STORAGE, BEN);
    expect(renderHook(() => sut.useOutbox()).result.current).toEqual([]);
    expect(await sut.flushOutbox()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();

    // Ben's own question goes, with Ben's key, and Ana's stays.
    sut.addToOutbox(question('9c0e2f0a-5a3b-4d2f-9d0a-1f2e3d4c5b6a'));
    expect(await sut.flushOutbox()).toBe(1);
    expect(sentKeys(fetchMock)).toEqual([BEN]);

    // Back on Ana's link: hers is shown and sent with her key.
    localStorage.setItem(VIEW_KEY_STORAGE, ANA);
    expect(renderHook(() => sut.useOutbox()).result.current).toHaveLength(1);
    expect(await sut.flushOutbox()).toBe(1);
    expect(sentKeys(fetchMock)).toEqual([BEN, ANA]);
    expect(renderHook(() => sut.useOutbox()).result.current).toEqual([]);
  });

  it('sends nothing queued by an older version (it names no key)', async () => {
    localStorage.setItem(
      'bee_question_outbox',
      JSON.stringify([question('0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0')]),
    );
    localStorage.setItem(VIEW_KEY_STORAGE, ANA);
    const { sut, fetchMock } = await freshOutbox();
    expect(await sut.flushOutbox()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells keys apart by a fingerprint, not the key itself', async () => {
    const { sut } = await freshOutbox();
    expect(sut.keyOwner(ANA)).toMatch(/^[0-9a-f]{16}$/);
    expect(sut.keyOwner(ANA)).not.toBe(sut.keyOwner(BEN));
    localStorage.setItem(VIEW_KEY_STORAGE, ANA);
    sut.addToOutbox(question('3b241101-e2bb-4255-8caf-4136c566a962'));
    expect(localStorage.getItem('bee_question_outbox')).not.toContain(ANA);
  });
});
