/* global setInterval, clearInterval */
// The memory (RSS) of the server process, read from /proc.
import { readFileSync } from 'node:fs';

/** VmRSS of a process, in MB (NaN once it has gone). */
export function readRss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return { rss_mb: Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN) / 1024 };
  } catch {
    return { rss_mb: NaN };
  }
}

/** Samples the RSS of `pid` every `intervalMs` until stop(), which answers the samples and peak. */
export function sampleRss(pid, intervalMs = 100) {
  const samples = [];
  const take = () => samples.push({ t: Date.now(), ...readRss(pid) });
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      const values = samples.map((s) => s.rss_mb).filter(Number.isFinite);
      return { samples, peak_rss_mb: Math.max(...values) };
    },
  };
}
