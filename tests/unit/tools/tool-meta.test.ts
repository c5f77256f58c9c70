import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOL_META_FILE, toolMetaJson } from '../../../web/scripts/gen-tool-meta';

describe('tool-meta.json (the page table’s view of the tools)', () => {
  it('matches the tool definitions; run `npm run gen:tool-meta` after changing a tool', () => {
    expect(readFileSync(TOOL_META_FILE, 'utf8')).toBe(toolMetaJson());
  });
});
