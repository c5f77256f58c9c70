/**
 * A circuit breaker per PBM: after `threshold` failures in a row the PBM is skipped for
 * `coolDownMs`; then one request probes it (half-open): success closes, failure re-opens.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;

  constructor(private readonly threshold = 3, private readonly coolDownMs = 10_000, private readonly now = () => Date.now()) {}

  state(): 'closed' | 'open' | 'half-open' {
    if (this.failures < this.threshold) return 'closed';
    return this.now() < this.openUntil ? 'open' : 'half-open';
  }

  /** Whether a request may go out now (a half-open breaker lets exactly one through). */
  allow(): boolean {
    const state = this.state();
    if (state === 'closed') return true;
    if (state === 'open' || this.probing) return false;
    this.probing = true;
    return true;
  }

  success(): void {
    this.failures = 0;
    this.probing = false;
  }

  failure(): void {
    this.failures += 1;
    this.probing = false;
    if (this.failures >= this.threshold) this.openUntil = this.now() + this.coolDownMs;
  }
}
