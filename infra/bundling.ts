import { join } from 'node:path';
import { OutputFormat, SourceMapMode, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/**
 * The one definition of how a function is bundled. CDK's NodejsFunction builds every Lambda with
 * `cdkBundling()`; the bundle test (tests/bundles) builds the same entries with `esbuildOptions()`
 * and runs them, so what runs in Lambda is what the tests ran.
 *
 * - ESM output (`index.mjs`): Node 24 loads it natively and esbuild can tree-shake ES modules;
 *   `mainFields` prefers each package's ESM build for the same reason. ES modules are strict mode:
 *   a dependency that assigns an undeclared variable throws here (tsx would load it sloppy).
 * - The banner defines `require`: some bundled CommonJS dependencies `require()` Node built-ins,
 *   which an ES module does not have.
 * - `@aws-sdk/*` (and the `@smithy/*` it brings) comes from the Lambda runtime, which ships the
 *   whole SDK v3: bundled and tree-shaken it was still 280 KB of every function, most of the 300 KB
 *   budget. The bundle test imports the same externals from node_modules (our pinned versions);
 *   the runtime's may be older, so we use only long-stable client APIs (commands, lib-dynamodb).
 * - The Powertools Tracer (and the X-Ray SDK under it) comes from the Powertools layer of the same
 *   version (LAYER_MODULES): about 126 KB that would push bundles past 300 KB. So does Powertools
 *   Parameters (functions/lib/secrets.ts), for another reason: it is imported on first use with
 *   `import()`, and only an external module stays a real `import()` in a one-file bundle; a bundled
 *   one is inlined and its own imports of the SDK clients (external) are hoisted to the top of the
 *   bundle, into every cold start. The bundle test imports both from node_modules, where
 *   package.json pins that version.
 * - The CommonJS packages every function loads at start (the DynamoDB client and lib-dynamodb, the
 *   Tracer and its middleware) are imported through functions/lib/cjs/*.cjs, which `require()` them:
 *   esbuild keeps that a `require()` (through the banner's `require`), so Node loads them as CommonJS.
 *   An ES `import` of a CommonJS package makes Node first scan its source for export names
 *   (cjs-module-lexer: 214 KB for the two DynamoDB packages) and build an ES facade, and the Tracer's
 *   ES build imports `node:http` as an ES module, whose facade reads every export and so loads
 *   Node's bundled undici: together a third of the price bundle's cold import (31–38% of its CPU time
 *   in alternating runs; README "Lambda bundles"). `require()` also resolves through NODE_PATH, where
 *   Lambda puts the runtime's SDK and the layer. ESLint keeps functions/ (not functions/local) from importing them directly.
 * - Minified, with external source maps (no sources inside) and NODE_OPTIONS=--enable-source-maps:
 *   unhandled errors are logged with their stack frames (lib/http.ts, lib/job.ts `stack`), which
 *   the maps turn into TypeScript file:line.
 * - Data files a function reads beside its code (BUNDLE_ASSETS) are copied next to `index.mjs`.
 */
const ESM_REQUIRE_BANNER = "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);";
const MAIN_FIELDS = ['module', 'main'];
/** What the Powertools layer provides (infra/constructs/powertools-layer.ts, the installed version). */
export const LAYER_MODULES = ['@aws-lambda-powertools/tracer', '@aws-lambda-powertools/parameters', 'aws-xray-sdk-core'];
const EXTERNAL = ['@aws-sdk/*', '@smithy/*', ...LAYER_MODULES];
export const BUNDLE_TARGET = 'node24';

/** Files read at run time with `new URL('./<name>', import.meta.url)`, by repo path. */
export const BUNDLE_ASSETS = ['functions/domain/catalog/zip-centroids.tsv.gz', 'functions/domain/reference/icd10-seed.json'];

export function cdkBundling(repoRoot: string): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: BUNDLE_TARGET,
    mainFields: MAIN_FIELDS,
    banner: ESM_REQUIRE_BANNER,
    externalModules: EXTERNAL,
    minify: true,
    sourceMap: true,
    sourceMapMode: SourceMapMode.DEFAULT,
    sourcesContent: false,
    esbuildArgs: { '--tree-shaking': 'true' },
    commandHooks: {
      beforeBundling: () => [],
      beforeInstall: () => [],
      afterBundling: (_inputDir: string, outputDir: string) => BUNDLE_ASSETS.map((file) => `cp "${join(repoRoot, file)}" "${outputDir}/"`),
    },
  };
}

/** The same build through esbuild's API (what CDK runs through its CLI). */
export function esbuildOptions(entry: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: BUNDLE_TARGET,
    mainFields: MAIN_FIELDS,
    external: EXTERNAL,
    banner: { js: ESM_REQUIRE_BANNER },
    minify: true,
    sourcemap: 'external',
    sourcesContent: false,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
  };
}
