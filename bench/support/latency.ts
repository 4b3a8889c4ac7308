/**
 * Latencies by endpoint (milliseconds, from performance.now(): request sent
 * to body read) and answers by status, then the printed table.
 */
import { performance } from 'node:perf_hooks';

export interface EndpointStats {
  endpoint: string;
  count: number;
  perSecond: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Unexpected answers (and network errors, as status 0), by status. */
  errors: Map<number, number>;
}

/** Set when the run is being interrupted: the failures that follow are not worth printing. */
export const reporting = { quiet: false };

export class LatencyRecorder {
  private readonly samples = new Map<string, number[]>();
  /** When each sample's request was sent (performance.now()), beside `samples`, for `within`. */
  private readonly sentAt = new Map<string, number[]>();
  private readonly errors = new Map<string, Map<number, number>>();
  private readonly errorsAt: { endpoint: string; status: number; at: number }[] = [];
  private readonly shown = new Set<string>();

  constructor(readonly endpoints: readonly string[]) {
    for (const endpoint of endpoints) {
      this.samples.set(endpoint, []);
      this.sentAt.set(endpoint, []);
      this.errors.set(endpoint, new Map());
    }
  }

  /** A request's latency, recorded as its answer arrives: it was sent `milliseconds` ago unless told. */
  record(endpoint: string, milliseconds: number, sentAt = performance.now() - milliseconds): void {
    this.listOf(endpoint).push(milliseconds);
    this.sentAt.get(endpoint)?.push(sentAt);
  }

  /** Counts an unexpected answer; the first of each endpoint and status is printed, to tell why. */
  error(endpoint: string, status: number, detail: string, at = performance.now()): void {
    this.count(endpoint, status, at);
    const key = `${endpoint} ${status}`;
    if (!this.shown.has(key) && !reporting.quiet) {
      this.shown.add(key);
      console.log(`  first unexpected answer of ${endpoint}: ${status} ${detail.slice(0, 300)}`);
    }
  }

  /** The requests sent, and the errors met, from `from` to `to` (performance.now()): a part of the run, such as while a job ran. */
  within(from: number, to: number): LatencyRecorder {
    const part = new LatencyRecorder([...this.samples.keys()]);
    for (const [endpoint, samples] of this.samples) {
      const sent = this.sentAt.get(endpoint) ?? [];
      samples.forEach((milliseconds, index) => {
        const at = sent[index] ?? Number.NaN;
        if (at >= from && at < to) part.record(endpoint, milliseconds, at);
      });
    }
    for (const { endpoint, status, at } of this.errorsAt) if (at >= from && at < to) part.count(endpoint, status, at);
    return part;
  }

  stats(seconds: number): EndpointStats[] {
    const rows = [...this.samples.keys()].map((endpoint) => summarise(endpoint, this.listOf(endpoint), seconds, this.errors.get(endpoint) ?? new Map()));
    const all = [...this.samples.values()].flat();
    const allErrors = new Map<number, number>();
    for (const byStatus of this.errors.values()) for (const [status, count] of byStatus) allErrors.set(status, (allErrors.get(status) ?? 0) + count);
    rows.push(summarise('all', all, seconds, allErrors));
    return rows;
  }

  private count(endpoint: string, status: number, at: number): void {
    const byStatus = this.errors.get(endpoint) ?? new Map<number, number>();
    this.errors.set(endpoint, byStatus);
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.errorsAt.push({ endpoint, status, at });
  }

  private listOf(endpoint: string): number[] {
    let list = this.samples.get(endpoint);
    if (list === undefined) {
      list = [];
      this.samples.set(endpoint, list);
      this.sentAt.set(endpoint, []);
      this.errors.set(endpoint, new Map());
    }
    return list;
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

function summarise(endpoint: string, samples: readonly number[], seconds: number, errors: Map<number, number>): EndpointStats {
  const sorted = Float64Array.from(samples).sort();
  const values = Array.from(sorted);
  return {
    endpoint,
    count: values.length,
    perSecond: values.length / seconds,
    mean: values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length,
    p50: percentile(values, 0.5),
    p95: percentile(values, 0.95),
    p99: percentile(values, 0.99),
    max: values.at(-1) ?? Number.NaN,
    errors,
  };
}

export const ms = (value: number) => (Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(2) : value.toFixed(1));

export const errorsText = (errors: Map<number, number>) =>
  errors.size === 0 ? '0' : [...errors].map(([status, count]) => `${count} × ${status === 0 ? 'network' : status}`).join(', ');
