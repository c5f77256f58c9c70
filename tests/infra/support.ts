import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { RxSavvyFunction } from '../../infra/constructs/rxsavvy-function';
import { type RxSavvyOptions, type RxSavvyStacks, buildRxSavvy } from '../../infra/rxsavvy';
import { jobs } from '../../functions/tables/jobs';

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
    if (!templates.has(stack)) templates.set(stack, withNestedStacks(stack));
    return templates.get(stack)!;
  };
  return { app, ...stacks, template };
}

/**
 * A stack's template with the resources of its nested stacks (the API's areas) merged in, so tests
 * look a route's function up wherever the area split put it. Logical ids stay unique: each nested
 * stack's are prefixed by CDK with the construct path.
 */
export function withNestedStacks(stack: Stack): Template {
  const nested = stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack && c.nestedStackParent === stack);
  if (!nested.length) return Template.fromStack(stack);
  const own = Template.fromStack(stack).toJSON();
  const resources = { ...own.Resources };
  for (const child of nested) Object.assign(resources, withNestedStacks(child).toJSON().Resources);
  return Template.fromJSON({ ...own, Resources: resources });
}

/** The logical id of a construct in the template of the (possibly nested) stack it lives in. */
export function logicalId(_stack: Stack, construct: { node: { defaultChild?: unknown } }): string {
  const child = construct.node.defaultChild as never;
  return Stack.of(child).getLogicalId(child);
}

/** Every `{ "Fn::GetStackOutput": { OutputName } }` inside a template fragment. */
export function stackOutputNames(fragment: unknown): string[] {
  if (Array.isArray(fragment)) return fragment.flatMap(stackOutputNames);
  if (fragment === null || typeof fragment !== 'object') return [];
  const ref = (fragment as Record<string, { OutputName?: string }>)['Fn::GetStackOutput'];
  if (ref?.OutputName) return [ref.OutputName];
  return Object.values(fragment).flatMap(stackOutputNames);
}

type PolicyStatement = { Effect: string; Action: string | string[]; Resource?: unknown; NotResource?: unknown };

/**
 * One statement per action, without the X-Ray tracing grant every function has (CDK merges
 * statements with the same resource, so `*` grants may arrive together with xray's).
 */
export function perAction<S extends PolicyStatement>(statements: S[]): (S & { Action: string })[] {
  return statements
    .flatMap((s) => [s.Action].flat().map((action) => ({ ...s, Action: action })))
    .filter((s) => !s.Action.startsWith('xray:'));
}

/** Whether a synthesized Lambda is a route's, not a job's that lives beside the routes (the API key authorizer, the Coupon API usage meter). */
export function isRouteFunction(fn: CfnJson): boolean {
  const description = String(fn.Properties.Description);
  return !jobs.some((job) => job.description === description);
}

/** An IAM statement as synthesized. */
export type RoleStatement = { Effect: string; Action: string | string[]; Resource?: unknown; Condition?: unknown };

/** Every function of the app built from the route or job table, with its role's statements as synthesized. */
export function functionsWithStatements(built: Synthesized): { id: string; pbm: boolean; statements: RoleStatement[] }[] {
  return built.app.node.findAll().filter((c): c is RxSavvyFunction => c instanceof RxSavvyFunction).map((fn) => {
    const stack = Stack.of(fn);
    const roleId = stack.getLogicalId(fn.role!.node.defaultChild as never);
    const resources = built.template(stack).toJSON().Resources as Record<string, { Type: string; Properties: CfnJson }>;
    const statements = Object.values(resources)
      .filter((r) => r.Type === 'AWS::IAM::Policy' && (r.Properties.Roles as { Ref: string }[]).some((ref) => ref.Ref === roleId))
      .flatMap((r) => r.Properties.PolicyDocument.Statement as RoleStatement[]);
    return { id: fn.definition.id, pbm: Boolean(fn.definition.resources.pbm), statements };
  });
}
