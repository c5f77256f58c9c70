import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tools, toolMeta } from '../src/features/tools/registry';

/**
 * `npm run gen:tool-meta`: writes the tools' titles and descriptions (no schemas, no views) to
 * tool-meta.json, which the page table reads. The definitions stay the one source; the JSON keeps
 * zod and every tool definition out of the first page load. tests/unit/tools/tool-meta.test.ts
 * fails when the JSON is out of date.
 */
export const TOOL_META_FILE = join(import.meta.dirname, '..', 'src', 'features', 'tools', 'tool-meta.json');

export function toolMetaJson(): string {
  return `${JSON.stringify(tools.map(toolMeta), null, 1)}\n`;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  writeFileSync(TOOL_META_FILE, toolMetaJson());
  console.log(`Wrote ${tools.length} tools to ${TOOL_META_FILE}`);
}
