import { VersionedCache } from './versioned-cache.js';

/** A company's data_version that a test bumps, and a read that counts its calls. */
function setUp(max = 10) {
  const versions = new Map<number, number>();
  const sut = new VersionedCache<string>(max, (companyId) =>
    Promise.resolve(String(versions.get(companyId) ?? 1)),
  );
  let reads = 0;
  const read = (answer: string) => () => {
    reads++;
    return Promise.resolve(answer);
  };
  const bump = (companyId: number) => versions.set(companyId, (versions.get(companyId) ?? 1) + 1);
  return { sut, read, bump, reads: () => reads };
}

describe('VersionedCache', () => {
  it('answers the kept value while the data_version stays the same', async () => {
    const { sut, read, reads } = setUp();

    const first = await sut.get(7, 'count', read('a'));
    const again = await sut.get(7, 'count', read('b'));

    expect([first, again]).toEqual(['a', 'a']);
    expect(reads()).toBe(1);
  });

  it('reads again once the company data_version was bumped', async () => {
    const { sut, read, bump, reads } = setUp();
    await sut.get(7, 'count', read('before'));

    bump(7);
    const after = await sut.get(7, 'count', read('after'));

    expect(after).toBe('after');
    expect(reads()).toBe(2);
    expect(sut.size).toBe(1); // the older version's answer was replaced
  });

  it('keeps companies and keys apart', async () => {
    const { sut, read, bump, reads } = setUp();
    await sut.get(7, 'count', read('7 count'));
    await sut.get(7, 'dates', read('7 dates'));
    await sut.get(8, 'count', read('8 count'));

    bump(8);

    expect(await sut.get(7, 'count', read('x'))).toBe('7 count');
    expect(await sut.get(7, 'dates', read('x'))).toBe('7 dates');
    expect(await sut.get(8, 'count', read('8 again'))).toBe('8 again');
    expect(reads()).toBe(4);
  });

  it('keeps at most its bound, dropping the least recently used first', async () => {
    const { sut, read, reads } = setUp(2);
    await sut.get(1, 'k', read('one'));
    await sut.get(2, 'k', read('two'));
    await sut.get(1, 'k', read('x')); // used: company 2 is now the oldest
    await sut.get(3, 'k', read('three'));

    expect(sut.size).toBe(2);
    expect(await sut.get(1, 'k', read('x'))).toBe('one');
    expect(await sut.get(2, 'k', read('two again'))).toBe('two again');
    expect(reads()).toBe(4);
  });

  it('shares one read between callers that come while it runs', async () => {
    const { sut, read, reads } = setUp();

    const both = await Promise.all([sut.get(7, 'k', read('a')), sut.get(7, 'k', read('b'))]);

    expect(both).toEqual(['a', 'a']);
    expect(reads()).toBe(1);
  });

  it('does not keep a failed read', async () => {
    const { sut, read, reads } = setUp();

    await expect(sut.get(7, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await sut.get(7, 'k', read('up'))).toBe('up');
    expect(reads()).toBe(1);
  });
});
