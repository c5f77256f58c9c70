import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { jobs } from '../../functions/tables/jobs';
import { routes } from '../../functions/tables/routes';
import { SANDBOX_PBM_FUNCTION_ID } from '../../functions/tables/resource-names';
import { BUNDLE_ASSETS, esbuildOptions, LAYER_MODULES } from '../../infra/bundling';

const REPO = join(import.meta.dirname, '..', '..');

/**
 * Where bundles are built: inside the repo's node_modules, so that a bundle's imports of the AWS
 * SDK resolve the way they do in Lambda (from installed packages beside the runtime), not from /tmp.
 * Vitest hands files under node_modules to Node untransformed, so each bundle is loaded as Lambda
 * loads `index.mjs`: a native ES module in strict mode (bundles.test.ts proves it with a canary).
 */
export const BUNDLE_OUT_DIR = join(REPO, 'node_modules', '.cache', 'rxsavvy-bundles');

export interface BuiltBundle {
  id: string;
  kind: 'route' | 'job' | 'sandbox';
  file: string;
  bytes: number;
  /** The repo files esbuild put in it (from its metafile). */
  sources: string[];
  /** The modules it imports from the Powertools layer (left out of the bundle). */
  layerImports: string[];
  /**
   * The modules left out of it (AWS SDK, Powertools layer, Node built-ins) that it loads at load, not
   * on first use with `import()`: with an `import` statement or, for the CommonJS packages loaded
   * through functions/lib/cjs, with `require()` (in `requiredAtStart`).
   */
  startImports: string[];
  requiredAtStart: string[];
}

/** Whether `path` is (a module of) a package of the Powertools layer. */
export function isLayerModule(path: string): boolean {
  return LAYER_MODULES.some((m) => path === m || path.startsWith(`${m}/`));
}

/** Every function of the route and job tables, built exactly as CDK builds it (infra/bundling.ts), into `outDir/<id>/index.mjs`. */
export async function buildAllBundles(outDir: string): Promise<BuiltBundle[]> {
  const entries = [
    ...routes.map((r) => ({ id: r.id, kind: 'route' as const, entry: join(REPO, 'functions', 'routes', r.id, 'handler.ts') })),
    ...jobs.map((j) => ({ id: j.id, kind: 'job' as const, entry: join(REPO, 'functions', 'jobs', j.id, 'handler.ts') })),
    // The sandbox PBMs' Lambda (infra/stacks/sandbox-pbm-stack.ts).
    { id: SANDBOX_PBM_FUNCTION_ID, kind: 'sandbox' as const, entry: join(REPO, 'functions', 'sandbox', 'pbm-simulator', 'lambda.ts') },
  ];
  return Promise.all(
    entries.map(async ({ id, kind, entry }) => {
      const dir = join(outDir, id);
      mkdirSync(dir, { recursive: true });
      const file = join(dir, 'index.mjs');
      const result = await build(esbuildOptions(entry, file));
      for (const asset of BUNDLE_ASSETS) copyFileSync(join(REPO, asset), join(dir, basename(asset)));
      const sources = Object.keys(result.metafile?.inputs ?? {}).filter((f) => !f.includes('node_modules'));
      const externals = Object.values(result.metafile?.outputs ?? {}).flatMap((o) => o.imports.filter((i) => i.external));
      const layerImports = [...new Set(externals.map((i) => i.path).filter(isLayerModule))];
      const requiredAtStart = [...new Set(externals.filter((i) => i.kind === 'require-call' && !i.path.startsWith('node:')).map((i) => i.path))];
      const startImports = [...new Set([...externals.filter((i) => i.kind === 'import-statement').map((i) => i.path), ...requiredAtStart])];
      return { id, kind, file, bytes: statSync(file).size, sources, layerImports, startImports, requiredAtStart };
    }),
  );
}
