import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the product rules as `rules#<anchor>`: the GitHub anchor of a heading of
 * docs/rules.md. Every citation must name a heading, and every heading must be cited (or be an
 * overview heading that only groups others), so neither side can drift from the other.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const RULES_FILE = 'docs/rules.md';
const SCANNED = /\.(ts|tsx|js|mjs|css|md)$/;

/** Headings that group or introduce others: cited through the headings under them. */
const OVERVIEW_HEADINGS = ['rxsavvy-product-rules', 'pages-and-routes'];

// Built from parts so that this file holds no citation of its own.
const MARK = ['rules', '#'].join('');
const CITATION = new RegExp(`\\brules(?:\\.md)?#([\\w-]+)`, 'g');

/** GitHub's heading anchor (github-slugger): the rendered text, lower-cased, punctuation dropped, spaces to hyphens. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link renders as its text
    .replace(/[*`]/g, '') // emphasis and code marks do not render
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, in order; a repeated one gets -1, -2, … as on GitHub. */
function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = githubSlug(heading[1]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.push(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

interface Citation {
  file: string;
  line: number;
  anchor: string;
}

function citationsIn(file: string, text: string): Citation[] {
  return text.split('\n').flatMap((content, i) => [...content.matchAll(CITATION)].map((m) => ({ file, line: i + 1, anchor: m[1]! })));
}

/** The repository's tracked files (what a commit holds); without git, the working tree minus what is never committed. */
function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
  } catch {
    const skip = new Set(['node_modules', '.git', '.data', 'dist', 'cdk.out', 'coverage', 'test-results', 'playwright-report']);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
        if (skip.has(d.name)) return [];
        const path = join(dir, d.name);
        return d.isDirectory() ? walk(path) : [relative(ROOT, path).split('\\').join('/')];
      });
    return walk(ROOT);
  }
}

const anchors = headingAnchors(readFileSync(join(ROOT, RULES_FILE), 'utf8'));
// The rules file's own links to itself are not citations: they would make every heading look cited.
const citations = trackedFiles()
  .filter((file) => SCANNED.test(file) && file !== RULES_FILE)
  .flatMap((file) => citationsIn(file, readFileSync(join(ROOT, file), 'utf8')));
const cited = new Set(citations.map((c) => c.anchor));

describe(`citations of ${RULES_FILE}`, () => {
  it('finds the citations (the scan itself works)', () => {
    expect(citations.length).toBeGreaterThan(100);
  });

  it('has no repeated heading (a repeat would get a -1 anchor)', () => {
    expect(anchors.filter((a) => /-\d+$/.test(a))).toEqual([]);
  });

  it(`names a heading of ${RULES_FILE} in every citation`, () => {
    const known = new Set(anchors);
    const broken = citations.filter((c) => !known.has(c.anchor)).map((c) => `${c.file}:${c.line}: ${MARK}${c.anchor}`);
    expect(broken, `no such heading in ${RULES_FILE}`).toEqual([]);
  });

  it('cites every heading, or lists it as an overview heading', () => {
    const uncited = anchors.filter((a) => !cited.has(a) && !OVERVIEW_HEADINGS.includes(a));
    expect(uncited, 'headings no code cites: cite them where the rule is used, or remove them').toEqual([]);
  });

  it('keeps the overview list true', () => {
    for (const anchor of OVERVIEW_HEADINGS) expect(anchors, `${anchor} is a heading`).toContain(anchor);
  });
});

describe('the anchor rules', () => {
  it("computes GitHub's anchors", () => {
    expect(githubSlug('Admin and marketplace routes')).toBe('admin-and-marketplace-routes');
    expect(githubSlug('Coupon API contact')).toBe('coupon-api-contact');
    expect(githubSlug('`GET /config`: the *config*')).toBe('get-config-the-config');
    expect(githubSlug('[Calls](#calls) & errors')).toBe('calls--errors');
    expect(headingAnchors('# A\n```\n# not a heading\n```\n## A\n## B ##')).toEqual(['a', 'a-1', 'b']);
  });

  it('catches a misspelt citation', () => {
    const text = `/** ${MARK}calls and ${MARK}cals, ${MARK}pitch-pages's */`;
    expect(citationsIn('x.ts', text).map((c) => c.anchor)).toEqual(['calls', 'cals', 'pitch-pages']);
    expect(anchors).toContain('calls');
    expect(anchors).not.toContain('cals');
  });
});
