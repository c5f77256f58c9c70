import { describe, expect, it } from 'vitest';
import { RouteErrorBoundary } from '../../../web/src/app/RouteError';

const next = RouteErrorBoundary.getDerivedStateFromProps;

describe('a page error boundary', () => {
  it('remembers the path the error happened on and keeps showing it there', () => {
    const caught = { ...RouteErrorBoundary.getDerivedStateFromError(new Error('boom')) };
    const onPath = { ...caught, ...next({ pathname: '/Lisinopril' }, caught) };
    expect(onPath.errorPath).toBe('/Lisinopril');
    expect(next({ pathname: '/Lisinopril' }, onPath)).toBeNull();
  });

  it('clears the error when the visitor goes to another path of the same route', () => {
    const shown = { error: new Error('boom'), errorPath: '/Lisinopril' };
    expect(next({ pathname: '/Atorvastatin' }, shown)).toEqual({ error: undefined, errorPath: undefined });
  });

  it('leaves a page without an error alone', () => {
    expect(next({ pathname: '/faq' }, {})).toBeNull();
  });
});
