/** A Web Storage the browser may refuse (sandboxed frames, some private modes): then a memory one. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = window[kind];
    const probe = '__bee_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
