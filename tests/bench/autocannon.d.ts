declare module 'autocannon' {
  interface Histogram { p50: number; p99: number; average: number }
  interface Result { latency: Histogram; requests: Histogram; errors: number; non2xx: number }
  export default function autocannon(options: Record<string, unknown>): Promise<Result>;
}
