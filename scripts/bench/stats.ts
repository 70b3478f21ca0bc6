/** The value at percentile p (0-100) of numbers sorted ascending (nearest rank); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
}

/** p50, p95 and p99 of some durations in milliseconds, rounded to 0.1 ms. */
export function latencyOf(durations: readonly number[]): Latency {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
  return { p50: at(50), p95: at(95), p99: at(99) };
}
