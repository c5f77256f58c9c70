import { describe, expect, it } from 'vitest';
import { exitCode, preflight, preflightContext, renderTable, runChecks } from '../../../scripts/preflight/run';
import { type CheckResult, fromProblems, type PreflightCheck } from '../../../scripts/preflight/types';
import { EMPTY_ROOT, contextFor, rootWith } from './support';

const pass: CheckResult = { name: 'Thing one', ok: true, detail: 'fine', fix: '' };
const warn: CheckResult = { name: 'Thing two', ok: 'warn', detail: 'hmm', fix: 'look at it' };
const fail: CheckResult = { name: 'Thing three', ok: false, detail: 'broken', fix: 'mend it' };

describe('the preflight runner', () => {
  it('prints one row per result with its fix under every row that is not a pass, and a summary', () => {
    const table = renderTable({ stage: 'prod', region: 'us-east-1' }, [pass, warn, fail]);
    const lines = table.split('\n');
    expect(lines[0]).toBe('RxSavvy preflight: stage prod, region us-east-1');
    expect(lines).toContain('PASS    Thing one    fine');
    expect(lines).toContain('WARN    Thing two    hmm');
    expect(lines).toContain('FAIL    Thing three  broken');
    expect(lines[lines.indexOf('FAIL    Thing three  broken') + 1]).toBe('                     fix: mend it');
    expect(lines[lines.indexOf('WARN    Thing two    hmm') + 1]).toBe('                     fix: look at it');
    expect(table).not.toContain('fix: \n');
    expect(lines.at(-1)).toBe('1 passed, 1 failed, 1 warnings');
  });

  it('exits 1 when any row fails, 0 with passes and warnings only', () => {
    expect(exitCode([pass, warn, fail])).toBe(1);
    expect(exitCode([pass, warn])).toBe(0);
    expect(exitCode([])).toBe(0);
  });

  it('turns a check that throws into a failed row, and still runs the others', async () => {
    const lambdaConcurrency: PreflightCheck = async () => {
      throw Object.assign(new Error('no credentials'), { name: 'CredentialsProviderError' });
    };
    const fine: PreflightCheck = async () => [pass];
    const results = await runChecks(contextFor('dev'), [lambdaConcurrency, fine]);
    expect(results).toEqual([
      { name: 'Lambda concurrency', ok: false, detail: 'the check failed: CredentialsProviderError: no credentials', fix: expect.stringContaining('credentials') },
      pass,
    ]);
  });

  it('plugs in a validator that returns its problems with one line (fromProblems): a row per check, failed with the problems and the fix', async () => {
    const seen: string[] = [];
    const validator = fromProblems('Thing four', (ctx) => {
      seen.push(ctx.stage);
      return ctx.stage === 'prod' ? ['a is wrong', 'b is missing'] : [];
    }, 'mend a and b', { passed: 'a and b fine' });
    const notHere = fromProblems('Thing five', async () => undefined, 'n/a');
    expect(await runChecks(contextFor('dev'), [validator, notHere])).toEqual([
      { name: 'Thing four', ok: true, detail: 'a and b fine', fix: '' },
      { name: 'Thing five', ok: true, detail: 'not used by this stage', fix: '' },
    ]);
    expect(await runChecks(contextFor('prod'), [validator])).toEqual([{ name: 'Thing four', ok: false, detail: 'a is wrong; b is missing', fix: 'mend a and b' }]);
    expect(seen).toEqual(['dev', 'prod']);
    const throwing = fromProblems('Thing six', () => {
      throw new Error('boom');
    }, 'x');
    expect(await runChecks(contextFor('dev'), [throwing])).toEqual([expect.objectContaining({ name: 'Thing six', ok: false, detail: 'the check failed: Error: boom' })]);
  });

  it('prints the table and resolves to the exit code; bad arguments print the usage and exit 2', async () => {
    const printed: string[] = [];
    const failing: PreflightCheck = async () => [fail];
    expect(await preflight(['--stage', 'dev', '--region', 'us-east-1'], (t) => printed.push(t), [failing])).toBe(1);
    expect(printed.join('\n')).toContain('FAIL    Thing three  broken');
    const passing: PreflightCheck = async () => [pass, warn];
    expect(await preflight(['--stage', 'dev', '--region', 'us-east-1'], () => {}, [passing])).toBe(0);
    for (const argv of [['--stage', 'local'], ['--region', 'us-east-1'], ['--stage', 'dev', '--region', 'us-east-1', '-c', 'novalue']]) {
      const out: string[] = [];
      expect(await preflight(argv, (t) => out.push(t), [passing]), argv.join(' ')).toBe(2);
      expect(out.join('\n')).toContain('usage: npm run preflight -- --stage');
    }
  });

  it('reads the context as the CDK CLI does: cdk.json, then cdk.context.json, then -c; --stage wins', () => {
    const root = rootWith({ alarmEmail: 'a@example.com', sesFromAddress: 'x@example.com', stage: 'prod' }, { sesFromAddress: 'y@example.com', smsOriginationNumber: '+18335550100' });
    const ctx = preflightContext(['--stage', 'staging', '--region', 'eu-west-1', '-c', 'smsOriginationNumber=+18335550199'], {}, root);
    expect(ctx).toMatchObject({ stage: 'staging', region: 'eu-west-1' });
    expect(ctx.config).toMatchObject({ stage: 'staging', alarmEmail: 'a@example.com', sesFromAddress: 'y@example.com', smsOriginationNumber: '+18335550199' });
    expect(preflightContext(['--stage', 'dev'], { AWS_REGION: 'us-west-2' }, EMPTY_ROOT).region).toBe('us-west-2');
  });

  it('keeps going with no config when the context does not parse (the CDK context row says why)', () => {
    expect(contextFor('prod').config).toBeUndefined();
    expect(contextFor('dev').config).toBeDefined();
  });
});
