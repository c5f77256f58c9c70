import { describe, expect, it } from 'vitest';
import { FUNCTION_RUNTIME } from '../../infra/constructs/route-function';

describe('the runtime the tests run on', () => {
  it('is the Lambda runtime\'s Node major (the node@22 devDependency on PATH)', () => {
    const lambdaMajor = FUNCTION_RUNTIME.name.match(/^nodejs(\d+)\.x$/)?.[1];
    expect(lambdaMajor).toBe('22');
    expect(process.versions.node.split('.')[0]).toBe(lambdaMajor);
  });
});
