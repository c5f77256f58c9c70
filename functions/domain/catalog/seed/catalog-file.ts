import type { PricingUnit } from '../model';

/**
 * The shape of nadac-catalog.json, written by functions/local/importers/generate-catalog-cli.ts
 * from the CMS NADAC weekly file. Only the seed loader reads it (never a route bundle: the catalog
 * lives in DynamoDB).
 */
export interface CatalogSource {
  /** The NADAC file the catalog was built from, its as-of date, SHA-256 and size. */
  file: string;
  asOf: string;
  sha256: string;
  rows: number;
  descriptions: number;
}

/**
 * [ndc, NADAC description, form, strength, dosageQuantity, dosageUnit, pricingUnit,
 *  packageSize (pricing units per package; 0 = counted units), commonQty, rxcui,
 *  containers per package (5 pens, 1 vial; 0 = counted units), where the package came from
 *  ('fda': the NDC's own FDA package description; see functions/local/importers/packages.ts),
 *  what one each of a package is where FDA names it ('vial', 'patch'; '' = named by the form)]
 */
export type CatalogFormulationRow = readonly [string, string, string, string, number, string, PricingUnit, number, number, string, number, string, string];

/**
 * [label name, 'G' | 'B', formulations, index of the usual formulation (see the generator),
 *  for a brand: the generic label sold in the same strength and form ('' when none)]
 */
export type CatalogLabelRow = readonly [string, 'G' | 'B', CatalogFormulationRow[], number, string];

export interface CatalogGroupRow {
  generic: string;
  brand: string;
  drugClass: string;
  ingredients: string[];
  rx: 'Rx' | 'OTC';
  labels: CatalogLabelRow[];
}

/** [ndc, NADAC per unit, effective date, generic NADAC per unit (brands with a generic) or null] */
export type CatalogCostRow = readonly [string, number, string, number | null];

export interface CatalogFile {
  source: CatalogSource;
  groups: CatalogGroupRow[];
  costs: CatalogCostRow[];
}
