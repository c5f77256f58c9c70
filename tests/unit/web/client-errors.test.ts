import { afterEach, describe, expect, it, vi } from 'vitest';

const beacon = vi.hoisted(() => vi.fn());
vi.mock('../../../web/src/app/post-beacon', () => ({ postBeacon: beacon }));
const { reportRecoverableError } = await import('../../../web/src/app/client-errors');

describe('reportRecoverableError (React onRecoverableError)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports and logs the error that caused the recovery, not only React\'s bare code', () => {
    vi.stubGlobal('location', { pathname: '/how-it-works' });
    vi.stubGlobal('navigator', { userAgent: 'test' });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reportRecoverableError(new Error('Minified React error #520', { cause: new TypeError('x is undefined') }));
    expect(logged.mock.calls[0]![0]).toBe('Minified React error #520 (cause: x is undefined)');
    const body = beacon.mock.calls[0]![1] as { errorText: string };
    expect(body.errorText).toContain('Minified React error #520 (cause: x is undefined)');
    expect(body.errorText).toContain('page /how-it-works');
    vi.unstubAllGlobals();
  });
});
