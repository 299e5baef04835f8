// Percentiles and throughput of timed runs.
import { round } from './cli.mjs';

/** Nearest-rank min, p50, p90, p99 and max of a list of numbers. */
export function summarize(values) {
  if (!values.length) return { n: 0 };
  const sorted = Float64Array.from(values).sort();
  const at = (p) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
  return {
    n: sorted.length,
    min: round(sorted[0], 2),
    p50: round(at(50), 2),
    p90: round(at(90), 2),
    p99: round(at(99), 2),
    max: round(sorted[sorted.length - 1], 2),
  };
}

/** The figures every report gives of a load run (cannon() or a bare-query loop). */
export function throughputFigures(run) {
  return {
    requests: run.requests,
    req_per_s: run.req_per_s,
    p50_ms: run.latency_ms.p50,
    p90_ms: run.latency_ms.p90,
    p99_ms: run.latency_ms.p99,
    max_ms: run.latency_ms.max,
  };
}

/**
 * Times `fn(i)` `runs` times after `warmup` untimed runs (i < 0), or fewer (at least `minRuns`) when they
 * take longer than `budgetMs` in all; answers the latencies in ms.
 */
export async function timeRuns(fn, { runs = 20, warmup = 2, budgetMs = 30_000, minRuns = 3 } = {}) {
  for (let i = 0; i < warmup; i++) await fn(-1 - i);
  const times = [];
  const started = Date.now();
  while (times.length < runs && (times.length < minRuns || Date.now() - started < budgetMs)) {
    const t = process.hrtime.bigint();
    await fn(times.length);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return times;
}
