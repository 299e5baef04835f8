import { describe, expect, it } from 'vitest';
import { VIEW_KEY_STORAGE } from '@commissionbee/shared/api-client';
import { memoryStorage } from '../lib/storage';
import { createRepStore, SELECTION_STORAGE } from './rep-store';

function storages() {
  return { local: memoryStorage(), session: memoryStorage() };
}

describe('rep store', () => {
  it('keeps the view key in localStorage under bee_view_key', () => {
    const storage = storages();
    const sut = createRepStore(storage);

    sut.openKey('key-1');

    expect(storage.local.getItem(VIEW_KEY_STORAGE)).toBe('key-1');
    expect(createRepStore(storage).getState().viewKey).toBe('key-1');
  });

  it('remembers the selection for the session so a reload keeps it', () => {
    const storage = storages();
    const sut = createRepStore(storage);
    sut.openKey('key-1');

    sut.selectPaycheck('2024-03-05');
    sut.selectCustomer('Smith Residence');

    expect(createRepStore(storage).getState().selection).toEqual({
      paycheck: '2024-03-05',
      customer: 'Smith Residence',
      teamMember: null,
    });
  });

  it('starts a different key with a clean selection', () => {
    const storage = storages();
    const sut = createRepStore(storage);
    sut.openKey('key-1');
    sut.selectCustomer('Smith Residence');

    sut.openKey('key-2');

    expect(sut.getState().selection.customer).toBeNull();
  });

  it('ignores a saved selection that belongs to another key', () => {
    const storage = storages();
    storage.local.setItem(VIEW_KEY_STORAGE, 'key-2');
    storage.session.setItem(
      SELECTION_STORAGE,
      JSON.stringify({ viewKey: 'key-1', customer: 'Smith Residence' }),
    );

    expect(createRepStore(storage).getState().selection.customer).toBeNull();
  });

  it('clears the paycheck and customer when switching whose pay is viewed', () => {
    const sut = createRepStore(storages());
    sut.openKey('key-1');
    sut.selectPaycheck('2024-03-05');
    sut.selectCustomer('Smith Residence');

    sut.viewAs({ name: 'Bob Builder', email: 'bob@example.com' });

    expect(sut.getState().selection).toEqual({
      paycheck: null,
      customer: null,
      teamMember: { name: 'Bob Builder', email: 'bob@example.com' },
    });
  });

  it('tells subscribers about every change', () => {
    const sut = createRepStore(storages());
    let calls = 0;
    const unsubscribe = sut.subscribe(() => calls++);

    sut.openKey('key-1');
    sut.selectCustomer('Smith Residence');
    unsubscribe();
    sut.selectCustomer('Other');

    expect(calls).toBe(2);
  });
});
