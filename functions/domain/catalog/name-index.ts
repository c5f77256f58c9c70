import type { DrugGroup } from './model';

/**
 * Typeahead over every label (generic and brand) and every drug's generic name: prefix matches
 * first (popular drugs, then shorter names), then fuzzy matches by edit distance on the same
 * number of leading characters, so "lisnopril" still finds Lisinopril. Built once per catalog
 * load; a lookup is microseconds.
 */
export interface NameIndex {
  search(query: string, limit: number): string[];
  similar(name: string, count: number): string[];
}

interface Entry {
  name: string;
  lower: string;
  rank: number;
}

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

export function buildNameIndex(groups: DrugGroup[]): NameIndex {
  const entries: Entry[] = [];
  const labelNames = new Set(groups.flatMap((g) => g.labels.map((l) => l.name.toLowerCase())));
  for (const group of groups) {
    for (const label of group.labels) entries.push({ name: label.name, lower: label.name.toLowerCase(), rank: group.rank });
    // A drug none of whose labels has its generic name ("Semaglutide") is found by that name too.
    if (!labelNames.has(group.generic.toLowerCase())) entries.push({ name: group.generic, lower: group.generic.toLowerCase(), rank: group.rank });
  }
  entries.sort((a, b) => a.rank - b.rank || a.lower.length - b.lower.length || a.lower.localeCompare(b.lower));

  return {
    search(query, limit) {
      const q = query.trim().toLowerCase();
      if (!q || limit < 1) return [];
      const out: string[] = [];
      const seen = new Set<string>();
      const add = (name: string) => {
        if (!seen.has(name) && out.length < limit) {
          seen.add(name);
          out.push(name);
        }
      };
      for (const e of entries) if (e.lower.startsWith(q)) add(e.name);
      for (const e of entries) if (out.length < limit && q.length >= 3 && e.lower.includes(` ${q}`)) add(e.name);
      if (out.length < limit && q.length >= 4) {
        const max = q.length >= 7 ? 2 : 1;
        entries
          .map((e) => ({ e, d: editDistance(q, e.lower.slice(0, q.length), max) }))
          .filter((x) => x.d <= max)
          .sort((a, b) => a.d - b.d || a.e.rank - b.e.rank)
          .forEach((x) => add(x.e.name));
      }
      return out;
    },
    similar(name, count) {
      const prefix = name.trim().toLowerCase().slice(0, 3);
      if (prefix.length < 3) return [];
      return [...new Set(entries.filter((e) => e.lower.startsWith(prefix)).map((e) => e.name))].slice(0, count);
    },
  };
}
