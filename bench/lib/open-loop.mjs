// An open-loop HTTP load generator: request i is due at start + i / rate, whatever the earlier
// answers do, and its latency is measured from that scheduled time, not from when it could be
// sent. A closed loop (autocannon, a fixed number of connections each waiting for its answer)
// sends less when the server slows down, so the requests that would have queued behind a stall
// are never made and the stall vanishes from the percentiles ("coordinated omission"). Here a
// stall shows as it would to phones arriving on their own: every request due during it waits.
//
// No kept open-loop tool runs here (wrk2, vegeta and k6 are neither in Debian's packages nor on
// the npm registry as programs; autocannon's `overallRate` still waits for each answer on a
// connection), so this is a small one of our own with its own tests (open-loop.test.mjs).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** Exact nearest-rank percentiles of latencies in ms (p50, p90, p99, p99.9, max). */
export function percentiles(values) {
  if (!values.length) return { n: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (p) =>
    // toFixed: 99.9 / 100 * 1000 is 999.0000000000001 in floating point, whose ceiling is 1000.
    sorted[
      Math.min(
        sorted.length - 1,
        Math.max(0, Math.ceil(+((p / 100) * sorted.length).toFixed(9)) - 1),
      )
    ];
  const r = (v) => +v.toFixed(2);
  return {
    n: sorted.length,
    p50: r(at(50)),
    p90: r(at(90)),
    p99: r(at(99)),
    p99_9: r(at(99.9)),
    max: r(sorted[sorted.length - 1]),
  };
}

/**
 * Sends GET `base + paths[i % paths.length]` at `rate` requests a second for `seconds`, on up to
 * `sockets` keep-alive connections (a request due while all are busy waits for one, and that wait
 * counts in its latency). Answers when every request has been answered or timed out.
 *
 * Answers { rate, seconds, sent, answered, errors, statuses, achieved_per_s, latency_ms,
 * send_lag_ms }: `latency_ms` from each request's scheduled time to its whole answer;
 * `send_lag_ms` how late the generator itself issued requests (its own health: large figures mean
 * this process, not the server, fell behind; a wait for a free connection is not in it, it is in
 * the latency). With `trace` (an array), each answer's scheduled moment from the start, latency
 * and path index are pushed to it: when the slow answers came.
 */
export async function openLoop({
  base,
  paths,
  rate,
  seconds,
  headers = {},
  sockets = 256,
  timeoutMs = 10_000,
  trace = null,
}) {
  if (!(rate > 0) || !(seconds > 0)) throw new Error('rate and seconds must be positive');
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const latencies = [];
  const lags = [];
  const statuses = {};
  let errors = 0;
  let answered = 0;
  let sent = 0;
  let bytes = 0;

  const one = (i, due) =>
    new Promise((resolve) => {
      lags.push(performance.now() - due);
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: paths[i % paths.length],
          method: 'GET',
          headers,
          timeout: timeoutMs,
        },
        (res) => {
          res.on('data', (chunk) => (bytes += chunk.length));
          res.on('end', () => {
            latencies.push(performance.now() - due);
            trace?.push({ at_ms: due - start, latency_ms: performance.now() - due, path: i });
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            answered++;
            resolve();
          });
          res.on('error', () => {
            errors++;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });

  const pending = [];
  const start = performance.now() + 20; // a little ahead, so the first request is on time
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now: a late tick sends a burst, never fewer requests.
      while (sent < total && start + sent * interval <= now) {
        pending.push(one(sent, start + sent * interval));
        sent++;
      }
      if (sent >= total) return resolve();
      // No spinning to be exact: on a 2-core machine a generator that spins through setImmediate
      // takes the core the server and PostgreSQL need (about 0.4 of one at 400/s), which shows as
      // the server's tail. A timer wakes up to ~1 ms late; the request is still timed from its
      // scheduled moment, so that lateness counts against the server, never for it.
      setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
  const scheduleEnd = start + (total - 1) * interval;
  await Promise.all(pending);
  const finished = performance.now();
  agent.destroy();
  // Good answers only count as throughput; a 5xx answered fast is not a sustained rate.
  const ok = Object.entries(statuses)
    .filter(([status]) => Number(status) < 400)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    rate,
    seconds,
    sent,
    answered,
    ok,
    errors,
    statuses,
    achieved_per_s: +(ok / ((Math.max(finished, scheduleEnd) - start) / 1000)).toFixed(1),
    avg_body_kb: answered ? +(bytes / answered / 1024).toFixed(1) : null,
    latency_ms: percentiles(latencies),
    send_lag_ms: percentiles(lags),
  };
}

/**
 * Whether a run kept up: every request answered 2xx/3xx, the answers arrived at ≥ 95 % of the
 * rate asked, and the tail (p99 from the schedule) stayed under `maxP99Ms`.
 */
export function sustained(run, { maxP99Ms = 1000 } = {}) {
  return (
    run.errors === 0 &&
    run.ok === run.sent &&
    run.achieved_per_s >= 0.95 * run.rate &&
    run.latency_ms.p99 < maxP99Ms
  );
}

/**
 * The highest sustainable rate: doubles from `from` until a run does not keep up, then bisects
 * between the last good and the first bad rate until they are within `precision` (a fraction).
 * `measure(rate)` runs the load and answers an openLoop() result. Answers { rate, steps }.
 */
export async function findMaxRate(
  measure,
  { from = 100, limit = 20_000, precision = 0.1, maxP99Ms } = {},
) {
  const steps = [];
  const kept = async (rate) => {
    const run = await measure(rate);
    const ok = sustained(run, { maxP99Ms });
    steps.push({
      rate,
      kept_up: ok,
      achieved_per_s: run.achieved_per_s,
      p99_ms: run.latency_ms.p99,
    });
    return ok;
  };
  let good = 0;
  let bad = null;
  for (let rate = from; rate <= limit; rate *= 2) {
    if (await kept(rate)) good = rate;
    else {
      bad = rate;
      break;
    }
  }
  if (bad === null) return { rate: good, steps, capped_at_limit: true };
  while (bad - good > precision * bad) {
    const mid = Math.round((good + bad) / 2);
    if (await kept(mid)) good = mid;
    else bad = mid;
  }
  return { rate: good, steps };
}
