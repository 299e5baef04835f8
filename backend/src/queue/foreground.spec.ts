import { Foreground } from './foreground.js';

/** Whether `promise` has settled after the microtasks and timers due now have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('Foreground', () => {
  it('lets background work go on at once when no upload runs', async () => {
    const sut = new Foreground();

    expect(await settled(sut.yield())).toBe(true);
  });

  it('holds background work until the last foreground work has ended', async () => {
    const sut = new Foreground();
    const first = sut.begin();
    const second = sut.begin();

    const waiting = sut.yield();
    first();
    const afterFirst = await settled(waiting);
    second();

    expect(afterFirst).toBe(false);
    expect(await settled(waiting)).toBe(true);
    expect(sut.busy).toBe(false);
  });

  it('counts an end called twice once', async () => {
    const sut = new Foreground();
    const first = sut.begin();
    const second = sut.begin();

    first();
    first();

    expect(sut.busy).toBe(true);
    expect(await settled(sut.yield())).toBe(false);
    second();
  });

  it('waits at most maxMs, so background work still moves under a steady stream of uploads', async () => {
    const sut = new Foreground();
    const done = sut.begin();

    const started = Date.now();
    await sut.yield(30);

    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(sut.busy).toBe(true);
    done();
  });
});
