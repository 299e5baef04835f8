// The open-loop generator against a local server whose speed the test sets: it keeps its
// schedule, counts queueing from the scheduled time (a closed loop would hide it), and finds the
// rate a one-at-a-time server can sustain. `npm test -w bench` (node --test).
import assert from 'node:assert/strict';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { after, before, test } from 'node:test';
import { findMaxRate, openLoop, percentiles, sustained } from './open-loop.mjs';

/** A server answering one request at a time, each after `serviceMs` (and a `stallMs` once). */
function slowServer() {
  const state = { serviceMs: 0, stallAt: null, stallMs: 0, seen: 0 };
  let busyUntil = 0;
  const server = http.createServer((req, res) => {
    state.seen++;
    const now = performance.now();
    let startAt = Math.max(now, busyUntil);
    if (state.stallAt !== null && state.seen === state.stallAt) startAt += state.stallMs;
    busyUntil = startAt + state.serviceMs;
    setTimeout(() => res.end('ok'), busyUntil - now);
  });
  return { server, state };
}

let base;
let target;
before(async () => {
  target = slowServer();
  await new Promise((r) => target.server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${target.server.address().port}`;
});
after(() => target.server.close());

test('percentiles are nearest-rank over every value', () => {
  const values = Array.from({ length: 1000 }, (_, i) => i + 1);
  assert.deepEqual(percentiles(values), {
    n: 1000,
    p50: 500,
    p90: 900,
    p99: 990,
    p99_9: 999,
    max: 1000,
  });
  assert.deepEqual(percentiles([]), { n: 0 });
});

test('sends on schedule: the count asked for, spread over the time asked for', async () => {
  Object.assign(target.state, { serviceMs: 0, stallAt: null, seen: 0 });
  const started = performance.now();
  const run = await openLoop({ base, paths: ['/a', '/b'], rate: 200, seconds: 1 });
  const took = performance.now() - started;
  assert.equal(run.sent, 200);
  assert.equal(run.ok, 200);
  assert.equal(run.errors, 0);
  assert.ok(took >= 990 && took < 5000, `took ${took} ms`);
  assert.ok(run.achieved_per_s > 180, `achieved ${run.achieved_per_s}/s`);
  assert.ok(sustained(run));
});

test('a stall counts for every request due during it, not only the one that met it', async () => {
  // 100 requests a second; the 20th request holds the one-at-a-time server for 400 ms. Every
  // request due in those 400 ms waits behind it: about 40 of the 200 take 100–400 ms. A closed
  // loop with one connection would have sent nothing during the stall and shown one slow answer.
  Object.assign(target.state, { serviceMs: 1, stallAt: 20, stallMs: 400, seen: 0 });
  const trace = [];
  const run = await openLoop({ base, paths: ['/'], rate: 100, seconds: 2, sockets: 1, trace });
  assert.equal(run.ok, 200);
  assert.ok(run.latency_ms.max >= 390, `max ${run.latency_ms.max}`);
  // The trace says when: the slow answers are those scheduled from the stall on (~190 ms in).
  assert.equal(trace.length, 200);
  const slow = trace.filter((t) => t.latency_ms > 100).map((t) => t.at_ms);
  assert.ok(slow.length >= 20 && Math.min(...slow) >= 150, `slow from ${Math.min(...slow)} ms`);
  assert.ok(run.latency_ms.p90 >= 50, `p90 ${run.latency_ms.p90} hides the queue`);
  assert.ok(run.latency_ms.p50 < 50, `p50 ${run.latency_ms.p50}`);
});

test('over capacity the latency grows with the queue and the run does not keep up', async () => {
  // 5 ms a request one at a time is 200/s; asking 400/s for 1 s leaves ~200 requests queued.
  Object.assign(target.state, { serviceMs: 5, stallAt: null, seen: 0 });
  const run = await openLoop({ base, paths: ['/'], rate: 400, seconds: 1, sockets: 4 });
  assert.equal(run.ok, 400);
  assert.ok(run.latency_ms.p99 > 500, `p99 ${run.latency_ms.p99} ms should show the queue`);
  assert.equal(sustained(run, { maxP99Ms: 200 }), false);
});

test('finds the sustainable rate of a server that does 200 a second', async () => {
  Object.assign(target.state, { serviceMs: 5, stallAt: null, seen: 0 });
  const found = await findMaxRate(
    (rate) => openLoop({ base, paths: ['/'], rate, seconds: 1, sockets: 4 }),
    { from: 25, precision: 0.15, maxP99Ms: 100 },
  );
  assert.ok(
    found.rate >= 50 && found.rate <= 210,
    `found ${found.rate}/s: ${JSON.stringify(found.steps)}`,
  );
});
