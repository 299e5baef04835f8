// Child process of bench/lib/cannon.mjs cannon(): runs one or more autocannon scenarios at the same time
// and sends back, per scenario, throughput, exact latency percentiles (every response, from
// autocannon's own per-request timings) and the error / status counts.
import autocannon from 'autocannon';

function percentiles(latencies) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (p) =>
    sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
      : null;
  const r = (v) => (v === null ? null : +v.toFixed(2));
  const mean = sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null;
  return {
    n: sorted.length,
    mean: r(mean),
    p50: r(at(50)),
    p90: r(at(90)),
    p99: r(at(99)),
    max: r(at(100)),
  };
}

function run({ name, url, paths, headers = {}, connections, duration, timeout = 10 }) {
  return new Promise((resolve, reject) => {
    let next = 0;
    const latencies = [];
    const statuses = {};
    let bytes = 0;
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        timeout,
        headers,
        requests: [
          {
            setupRequest(req) {
              req.path = paths[next++ % paths.length];
              return req;
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = (result.finish - result.start) / 1000 || duration;
        resolve({
          name,
          connections,
          duration_s: +seconds.toFixed(2),
          requests: latencies.length,
          req_per_s: +(latencies.length / seconds).toFixed(1),
          latency_ms: percentiles(latencies),
          avg_body_kb: latencies.length ? +(bytes / latencies.length / 1024).toFixed(1) : null,
          errors: result.errors,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
          statuses,
        });
      },
    );
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      latencies.push(responseTime);
      bytes += resBytes;
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

process.once('message', async ({ scenarios }) => {
  try {
    const results = await Promise.all(scenarios.map(run));
    process.send({ result: Object.fromEntries(results.map((r) => [r.name, r])) }, () =>
      process.exit(0),
    );
  } catch (error) {
    process.send({ error: String(error?.stack ?? error) }, () => process.exit(1));
  }
});
