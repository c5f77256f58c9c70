import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { dirname, resolve, relative, sep } from 'node:path';

const FEATURES = resolve('web/src/features');

/** web/src/features/<a> may not import web/src/features/<b>: features meet only in app/. */
const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { cross: 'Feature "{{from}}" must not import feature "{{to}}"; move shared code to web/src/components or shared/.' } },
  create(context) {
    const file = context.filename;
    if (!file.startsWith(FEATURES + sep)) return {};
    const from = relative(FEATURES, file).split(sep)[0];
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(dirname(file), spec);
      if (!target.startsWith(FEATURES + sep)) return;
      const to = relative(FEATURES, target).split(sep)[0];
      if (to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const FUNCTIONS = resolve('functions');
/**
 * The part of functions/ a file is in: `routes/<id>`, `jobs/<id>`, `domain`, `lib`, `local`, `sandbox`, or
 * one file of `tables/` (its own layer, e.g. `tables/routes`: the route and job tables are kept from
 * domain code, the other tables are not).
 */
function functionsArea(file) {
  if (!file.startsWith(FUNCTIONS + sep)) return undefined;
  const [top, id] = relative(FUNCTIONS, file).split(sep);
  if (top === 'routes' || top === 'jobs') return id && !id.endsWith('.ts') ? { layer: top, unit: `${top}/${id}` } : undefined;
  if (top === 'tables') {
    const table = id && `tables/${id.replace(/\.[cm]?[jt]s$/, '')}`;
    return table ? { layer: table, unit: table } : undefined;
  }
  return { layer: top.replace(/\.ts$/, ''), unit: top };
}

/** The route and job tables: the entry points' deployment facts, which import every contract (route table) or name every job. */
const ENTRY_TABLES = ['tables/routes', 'tables/jobs'];

/** `import type { … }`, `import { type A, type B }` or `export type { … } from`: gone from the bundle. */
const typeOnly = (node) =>
  node.importKind === 'type' || node.exportKind === 'type'
  || (node.type === 'ImportDeclaration' && node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));

/**
 * The floors of functions/ (README "Architecture"): routes and jobs import domain, lib and shared (and the
 * files of tables/), never each other; domain and lib never import routes, jobs or local;
 * nothing outside local (tests aside) imports local, which wires its stand-ins in from its side; sandbox/
 * (deployable stand-ins such as the PBM simulator) is imported only by local, sandbox and tests.
 * Domain code never imports the route or job table (the entry point hands it what it needs); lib only
 * their types (lib/job.ts types each handler by its job id). The other tables (DynamoDB, resource and
 * metric names, the tracer's environment) any part may import.
 */
const functionsBoundaries = {
  meta: { type: 'problem', messages: { floor: '{{from}} must not import {{to}}: {{why}}' } },
  create(context) {
    const file = context.filename;
    const from = functionsArea(file);
    const inTests = file.startsWith(resolve('tests') + sep);
    if (!from && !file.startsWith(resolve('.') + sep)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = functionsArea(resolve(dirname(file), spec));
      if (!to) return;
      const report = (why) => context.report({ node, messageId: 'floor', data: { from: from?.unit ?? relative(resolve('.'), file), to: to.unit, why } });
      if (to.layer === 'local' && from?.layer !== 'local' && !inTests) return report('only the local runtime and tests use loopback stand-ins; wire them in from functions/local/.');
      if (to.layer === 'sandbox' && from?.layer !== 'local' && from?.layer !== 'sandbox' && !inTests) return report('sandbox stand-ins (the PBM simulator) are served by the local runtime or deployed on their own; production code reaches them only over their API.');
      if (!from) return;
      if ((from.layer === 'domain' || from.layer === 'lib') && (to.layer === 'routes' || to.layer === 'jobs')) return report('domain and lib code serve every entry point and know none of them.');
      if (from.layer === 'domain' && ENTRY_TABLES.includes(to.layer)) return report('domain code does not know the route and job tables: take what you need as an argument (e.g. MonitoredFunction), passed by the route or job handler.');
      if (from.layer === 'lib' && ENTRY_TABLES.includes(to.layer) && !typeOnly(node)) return report('lib may import the route and job tables for their types only (`import type`): their values put every contract in each bundle.');
      if ((from.layer === 'routes' || from.layer === 'jobs') && (to.layer === 'routes' || to.layer === 'jobs') && from.unit !== to.unit) return report('entry points never import each other; move the shared code to functions/domain/.');
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const AWS = { group: ['@aws-sdk/*', '@middy/*', 'aws-lambda'], message: 'AWS and Lambda code belongs in functions/.' };
const CDK = { group: ['aws-cdk-lib', 'aws-cdk-lib/*', 'constructs', 'cdk-nag'], message: 'CDK code belongs in infra/.' };
const REACT = { group: ['react', 'react-*', 'react/*', '@reduxjs/*', 'keycloak-js'], message: 'UI code belongs in web/.' };
const layer = (name) => ({ group: [`**/${name}/**`, `**/${name}`], message: `This layer may not import ${name}/.` });
/** Code on the first load of / and /{drug} (and what it shares) may use contracts and zod for types only. */
const FIRST_LOAD = ['web/src/main.tsx', 'web/src/app/**', 'web/src/features/home/**', 'web/src/features/search/**', 'web/src/components/**', 'web/src/api/**'];
const ZOD_AT_RUNTIME = {
  group: ['zod', 'zod/*', '**/shared/contracts/*', '**/shared/contract'],
  allowTypeImports: true,
  message: 'This would load zod (~26 KB gzip) on the first load of / and /{drug}: use `import type`, API_ROUTES + fromRoute for requests, and a zod-free shared module for runtime values.',
};

/** CommonJS packages every function loads at start: through functions/lib/cjs, with require() (infra/bundling.ts says why). */
const REQUIRED_AT_START = {
  group: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb', '@aws-lambda-powertools/tracer', '@aws-lambda-powertools/tracer/*'],
  allowTypeImports: true,
  message: 'Import it from functions/lib/cjs/*.cjs: an ES import of a CommonJS package costs the cold start its export scan (infra/bundling.ts).',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'functions-boundaries': functionsBoundaries } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
      // `import { z }` keeps zod's whole namespace (and its locales) in every Lambda bundle.
      'no-restricted-syntax': ['error', {
        selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
        message: "Use `import * as z from 'zod'` so bundles can tree-shake zod.",
      }],
    },
  },
  { files: ['shared/**'], rules: restrict([AWS, CDK, REACT, layer('functions'), layer('web'), layer('infra'), layer('tests')]) },
  { files: ['functions/**'], rules: { ...restrict([CDK, REACT, layer('web'), layer('infra'), layer('tests')]), 'local/functions-boundaries': 'error' } },
  { files: ['shared/**', 'web/**', 'infra/**', 'tests/**'], rules: { 'local/functions-boundaries': 'error' } },
  {
    files: ['infra/**'],
    rules: restrict([REACT, layer('web'), layer('tests'), { regex: '(^|/)functions/(?!tables/)', message: 'infra/ may import only functions/tables/: the route, job and DynamoDB tables and the names both sides derive.' }]),
  },
  {
    files: ['web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...restrict([AWS, CDK, layer('functions'), layer('infra'), layer('tests')]),
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'local/no-cross-feature-imports': 'error',
    },
  },
  // A separate rule name, so web/**'s no-restricted-imports patterns still apply here.
  // Lambda code only: the local runtime (functions/local) never runs in Lambda.
  { files: ['functions/**'], ignores: ['functions/local/**', 'functions/lib/cjs/**'], rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [REQUIRED_AT_START] }] } },
  { files: ['functions/lib/cjs/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  { files: FIRST_LOAD, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ZOD_AT_RUNTIME] }] } },
);
