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
/** The folder under functions/ a file sits in (routes, jobs, domain, lib, local) and the one below it. */
const functionsLayer = (file) => {
  const rel = relative(FUNCTIONS, file);
  if (rel.startsWith('..')) return undefined;
  const [top, below] = rel.split(sep);
  return { top, below };
};

/**
 * DESIGN §2's floors inside functions/: domain/ and lib/ never import routes/, jobs/ or local/;
 * a route never imports another route (nor a job).
 */
const functionsFloors = {
  meta: { type: 'problem', messages: { floor: '{{from}} must not import {{to}}: {{why}}' } },
  create(context) {
    const file = context.filename;
    const from = functionsLayer(file);
    if (!from || !['domain', 'lib', 'routes'].includes(from.top)) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = functionsLayer(resolve(dirname(file), spec));
      // functions/routes.ts and functions/jobs.ts (the tables) are not the routes/ and jobs/ folders.
      if (!to || to.below === undefined) return;
      let why;
      if ((from.top === 'domain' || from.top === 'lib') && ['routes', 'jobs', 'local'].includes(to.top)) why = 'domain and lib code is called by routes, jobs and local, never the other way';
      else if (from.top === 'routes' && (to.top === 'jobs' || (to.top === 'routes' && to.below !== from.below))) why = 'routes share code through domain/ or lib/';
      if (why) context.report({ node, messageId: 'floor', data: { from: `functions/${from.top}/${from.top === 'routes' ? `${from.below}/` : ''}`, to: spec, why } });
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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'cdk.out/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports, 'functions-floors': functionsFloors } } },
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
  { files: ['functions/**'], rules: { ...restrict([CDK, REACT, layer('web'), layer('infra'), layer('tests')]), 'local/functions-floors': 'error' } },
  {
    files: ['infra/**'],
    rules: restrict([REACT, layer('web'), layer('tests'), { group: ['**/functions/**', '!**/functions/routes', '!**/functions/tables', '!**/functions/resource-names'], message: 'infra/ may import only functions/routes, functions/tables and functions/resource-names.' }]),
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
  { files: FIRST_LOAD, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ZOD_AT_RUNTIME] }] } },
);
