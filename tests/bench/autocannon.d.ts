declare module 'autocannon' {
  interface Histogram { p50: number; p99: number; average: number }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
