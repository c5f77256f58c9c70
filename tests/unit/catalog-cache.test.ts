import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached } from '../../functions/domain/catalog/store';

afterEach(() => {
  vi.useRealTimers();
});

describe('cached (stale while revalidating)', () => {
  it('waits only for the first load; past its age it serves the loaded value while one reload runs', async () => {
    vi.useFakeTimers();
    let release: ((v: string) => void) | undefined;
    const load = vi.fn()
      .mockResolvedValueOnce('v1')
      .mockImplementationOnce(() => new Promise<string>((resolve) => (release = resolve)));
    const value = cached(load, 1_000);
    expect(await value.get()).toBe('v1');
    vi.advanceTimersByTime(1_001);
    // Storage is slow now: the reload is pending, and every request still gets v1 at once.
    expect(await Promise.all([value.get(), value.get(), value.get()])).toEqual(['v1', 'v1', 'v1']);
    expect(load).toHaveBeenCalledTimes(2);
    release!('v2');
    await vi.runAllTimersAsync();
    expect(await value.get()).toBe('v2');
  });

  it('keeps the loaded value when a reload fails, and retries after the next age', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockResolvedValueOnce('v1').mockRejectedValueOnce(new Error('throttled')).mockResolvedValueOnce('v3');
    const value = cached(load, 1_000);
    await value.get();
    vi.advanceTimersByTime(1_001);
    expect(await value.get()).toBe('v1');
    await vi.runAllTimersAsync();
    expect(await value.get()).toBe('v1');
    vi.advanceTimersByTime(1_001);
    await value.get();
    await vi.runAllTimersAsync();
    expect(await value.get()).toBe('v3');
  });

  it('a failed first load is retried by the next request', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const value = cached(load);
    await expect(value.get()).rejects.toThrow('down');
    expect(await value.get()).toBe('ok');
  });
});
