import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POWERTOOLS_LAYER_PARAMETER, POWERTOOLS_VERSION } from '../../infra/constructs/powertools-layer';
import { FUNCTION_RUNTIME } from '../../infra/constructs/rxsavvy-function';

const REPO = join(import.meta.dirname, '..', '..');

describe('the runtime the tests run on', () => {
  it('is the Lambda runtime\'s Node major (the node@24 devDependency on PATH)', () => {
    const lambdaMajor = FUNCTION_RUNTIME.name.match(/^nodejs(\d+)\.x$/)?.[1];
    expect(lambdaMajor).toBe('24');
    expect(process.versions.node.split('.')[0]).toBe(lambdaMajor);
  });

  it('is what package.json installs and allows (the node devDependency and engines)', () => {
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };
    const major = FUNCTION_RUNTIME.name.match(/^nodejs(\d+)\.x$/)![1]!;
    expect(pkg.devDependencies.node!.split('.')[0]).toBe(major);
    expect(pkg.engines.node).toBe(`>=${major}`);
  });
});

describe('the Powertools the tests run and the layer Lambda runs', () => {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const powertools = Object.entries(pkg.dependencies).filter(([name]) => name.startsWith('@aws-lambda-powertools/'));

  it.each(powertools)('%s is pinned to the layer\'s version exactly, and that is the version installed', (name, range) => {
    expect(range).toBe(POWERTOOLS_VERSION);
    const installed = JSON.parse(readFileSync(join(REPO, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(POWERTOOLS_VERSION);
  });

  it('the layer is looked up by that version', () => {
    expect(POWERTOOLS_LAYER_PARAMETER).toBe(`/aws/service/powertools/typescript/generic/all/${POWERTOOLS_VERSION}`);
    expect(powertools.map(([name]) => name)).toContain('@aws-lambda-powertools/tracer');
  });
});
