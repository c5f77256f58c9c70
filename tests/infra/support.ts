import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type RxSavvyOptions, type RxSavvyStacks, buildRxSavvy } from '../../infra/rxsavvy';

const REPO = join(import.meta.dirname, '..', '..');
const featureFlags = (JSON.parse(readFileSync(join(REPO, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> }).context;

/** A folder that is never a built SPA, so tests do not depend on web/dist. */
export const NO_SITE = join(tmpdir(), 'rxsavvy-no-site-here');

/** A tiny built SPA (index.html + a hashed asset) for tests that need the upload. */
export function fakeSiteDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rxsavvy-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>RxSavvy</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/** Synthesized CloudFormation is untyped JSON; tests index into it directly and let assertions catch shape errors. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CfnJson = Record<string, any>;

export interface Synthesized extends RxSavvyStacks {
  app: App;
  template: (stack: Stack) => Template;
}

/** The app as cdk.json configures it, without esbuild (`aws:cdk:bundling-stacks: []`) so it is fast. */
export function synth(context: Record<string, unknown> = {}, options: RxSavvyOptions = {}): Synthesized {
  const app = new App({ context: { ...featureFlags, webDist: NO_SITE, ...context, 'aws:cdk:bundling-stacks': [] } });
  const stacks = buildRxSavvy(app, options);
  if (!stacks.config.siteDir) Validations.of(stacks.web).acknowledge({ id: 'rxsavvy:web-dist-missing', reason: 'Tests synth without a built SPA on purpose.' });
  const templates = new Map<Stack, Template>();
  const template = (stack: Stack) => {
    if (!templates.has(stack)) templates.set(stack, Template.fromStack(stack));
    return templates.get(stack)!;
  };
  return { app, ...stacks, template };
}

export function logicalId(stack: Stack, construct: { node: { defaultChild?: unknown } }): string {
  return stack.getLogicalId(construct.node.defaultChild as never);
}

/** Every `{ "Fn::GetStackOutput": { OutputName } }` inside a template fragment. */
export function stackOutputNames(fragment: unknown): string[] {
  if (Array.isArray(fragment)) return fragment.flatMap(stackOutputNames);
  if (fragment === null || typeof fragment !== 'object') return [];
  const ref = (fragment as Record<string, { OutputName?: string }>)['Fn::GetStackOutput'];
  if (ref?.OutputName) return [ref.OutputName];
  return Object.values(fragment).flatMap(stackOutputNames);
}
