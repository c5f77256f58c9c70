import { PutCommand } from '../../../lib/cjs/lib-dynamodb.cjs';
import { ddb } from '../../../lib/aws';
import { tableName } from '../../../lib/env';
import { csvRows, emptyReport, reject, type ImportReport } from '../../catalog/importers/csv';
import { writeToLiveGeneration } from '../seed/reference-version';

/** One RxNorm concept as stored in toolReference (pk 'rxcui', sk rxcui). */
export interface ImportedRxConcept {
  rxcui: string;
  tty: string;
  name: string;
  ingredients: string[];
  ndcs: string[];
}

const KEPT_TTY = new Set(['IN', 'PIN', 'MIN', 'BN', 'SCD', 'SBD', 'GPCK', 'BPCK']);
const INGREDIENT_TTY = new Set(['IN', 'PIN', 'MIN']);

export type RxnormFileKind = 'rxnconso' | 'rxnsat' | 'concepts-csv' | 'ingredients-csv' | 'ndc-csv';

/** Tells the official RRF files and the prescribable-content CSV extracts apart by name and header. */
export function rxnormFileKind(fileName: string, text: string): RxnormFileKind | undefined {
  const name = fileName.toLowerCase();
  if (name.endsWith('rxnconso.rrf')) return 'rxnconso';
  if (name.endsWith('rxnsat.rrf')) return 'rxnsat';
  const header = (text.slice(0, 300).split(/\r?\n/)[0] ?? '').toLowerCase();
  if (header.startsWith('rxcui,tty,name')) return 'concepts-csv';
  if (header.startsWith('ingredient_rxcui,tty,name')) return 'ingredients-csv';
  if (header.startsWith('ndc11,rxcui')) return 'ndc-csv';
  return undefined;
}

/** Accumulates concepts over several files (RXNCONSO then RXNSAT, or the three CSVs in any order). */
export class RxnormCollector {
  readonly concepts = new Map<string, ImportedRxConcept>();
  readonly report = emptyReport();

  private concept(rxcui: string): ImportedRxConcept {
    let c = this.concepts.get(rxcui);
    if (!c) {
      c = { rxcui, tty: '', name: '', ingredients: [], ndcs: [] };
      this.concepts.set(rxcui, c);
    }
    return c;
  }

  /** RXNCONSO.RRF: RXCUI|LAT|TS|LUI|STT|SUI|ISPREF|RXAUI|SAUI|SCUI|SDUI|SAB|TTY|CODE|STR|SRL|SUPPRESS|CVF| (RxNorm's own, unsuppressed atoms). */
  addRxnconso(text: string): void {
    text.split(/\r?\n/).forEach((line, i) => {
      if (!line) return;
      const f = line.split('|');
      if (f.length < 18 || !/^\d+$/.test(f[0]!)) return reject(this.report, i + 1, 'not an RXNCONSO line');
      if (f[11] !== 'RXNORM' || f[16] !== 'N' || !KEPT_TTY.has(f[12]!)) return;
      const c = this.concept(f[0]!);
      c.tty = f[12]!;
      c.name = f[14]!;
      if (INGREDIENT_TTY.has(c.tty) && !c.ingredients.length) c.ingredients = [c.name.toLowerCase()];
      this.report.loaded += 1;
    });
  }

  /** RXNSAT.RRF: RXCUI|LUI|SUI|RXAUI|STYPE|CODE|ATUI|SATUI|ATN|SAB|ATV|SUPPRESS|CVF| — the NDC attributes RxNorm asserts. */
  addRxnsat(text: string): void {
    text.split(/\r?\n/).forEach((line, i) => {
      if (!line) return;
      const f = line.split('|');
      if (f.length < 13 || !/^\d+$/.test(f[0]!)) return reject(this.report, i + 1, 'not an RXNSAT line');
      if (f[8] !== 'NDC' || f[9] !== 'RXNORM' || f[11] === 'Y' || !/^\d{11}$/.test(f[10]!)) return;
      const c = this.concept(f[0]!);
      if (!c.ndcs.includes(f[10]!)) c.ndcs.push(f[10]!);
    });
  }

  addCsv(kind: 'concepts-csv' | 'ingredients-csv' | 'ndc-csv', text: string): void {
    for (const { line, row } of csvRows(text)) {
      if (!row) {
        reject(this.report, line, 'wrong number of columns or broken quotes');
        continue;
      }
      const rxcui = kind === 'ingredients-csv' ? row.ingredient_rxcui : row.rxcui;
      if (!rxcui || !/^\d+$/.test(rxcui)) {
        reject(this.report, line, 'RxCUI is not a number');
        continue;
      }
      const c = this.concept(rxcui);
      if (kind === 'ndc-csv') {
        if (/^\d{11}$/.test(row.ndc11 ?? '') && !c.ndcs.includes(row.ndc11!)) c.ndcs.push(row.ndc11!);
        continue;
      }
      c.tty = row.tty ?? c.tty;
      c.name = row.name ?? c.name;
      const ingredient = kind === 'ingredients-csv' ? row.name : row.ingredient_name;
      if (ingredient && !c.ingredients.includes(ingredient.toLowerCase())) c.ingredients.push(ingredient.toLowerCase());
      this.report.loaded += 1;
    }
  }

  add(kind: RxnormFileKind, text: string): void {
    if (kind === 'rxnconso') this.addRxnconso(text);
    else if (kind === 'rxnsat') this.addRxnsat(text);
    else this.addCsv(kind, text);
  }

  /** Concepts with a name (an NDC row alone names nothing). */
  named(): ImportedRxConcept[] {
    return [...this.concepts.values()].filter((c) => c.name && c.tty);
  }
}

/**
 * The toolReference items of these concepts (pk 'rxcui') and of their ingredient names for free-text
 * recognition (pk 'rxn-in'): the importer's and the reference seed's.
 */
export function rxnormItems(concepts: readonly ImportedRxConcept[]): Record<string, unknown>[] {
  // One item per single-ingredient name (a batch may not repeat a key; a sort key is at most 1 KB);
  // an IN wins over a PIN of the same name. Multi-ingredient names are found through their parts.
  const byName = new Map<string, ImportedRxConcept>();
  for (const c of concepts.filter((x) => (x.tty === 'IN' || x.tty === 'PIN') && x.name.length <= 200)) {
    const name = c.name.toLowerCase();
    if (!byName.has(name) || c.tty === 'IN') byName.set(name, c);
  }
  return [
    ...concepts.map((c) => ({ pk: 'rxcui', sk: c.rxcui, tty: c.tty, name: c.name, ingredients: c.ingredients, ndcs: c.ndcs.slice(0, 200) })),
    ...[...byName].map(([name, c]) => ({ pk: 'rxn-in', sk: name, rxcui: c.rxcui, tty: c.tty })),
  ];
}

/** Writes the concepts (pk 'rxcui') and the ingredient names for free-text recognition (pk 'rxn-in'), in the live generation. */
export async function importRxnorm(collector: RxnormCollector): Promise<ImportReport> {
  const concepts = collector.named();
  await writeToLiveGeneration(rxnormItems(concepts));
  await ddb().send(new PutCommand({ TableName: tableName('toolReference'), Item: { pk: 'meta', sk: 'rxnorm', concepts: concepts.length, at: new Date().toISOString() } }));
  return { ...collector.report, updated: concepts.length };
}
