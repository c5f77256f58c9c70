import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const FUNCTIONS_DIR = join(import.meta.dirname, '..');
const loaded = new Map<string, Promise<unknown>>();

/**
 * The `handler` export of functions/<routes|jobs>/<id>/handler.ts, the file CDK bundles for that
 * Lambda, imported on first use (as a cold start would) and kept. A file without the export fails.
 */
export function entryHandler<H>(kind: 'routes' | 'jobs', id: string): Promise<H> {
  const file = `functions/${kind}/${id}/handler.ts`;
  let handler = loaded.get(file);
  if (!handler) {
    handler = import(pathToFileURL(join(FUNCTIONS_DIR, kind, id, 'handler.ts')).href).then((mod: { handler?: unknown }) => {
      if (typeof mod.handler !== 'function') throw new Error(`${file} exports no handler`);
      return mod.handler;
    });
    loaded.set(file, handler);
  }
  return handler as Promise<H>;
}
