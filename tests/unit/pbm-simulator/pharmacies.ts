import type { PharmacyAsked } from '../../../functions/sandbox/pbm-simulator/market';

/** Pharmacies as the engine asks the PBMs about them: banner (`chain`) and company (`parent`), as the directory names them. */
export const PHARMACIES = {
  cvs: { npi: '1234567893', chain: 'CVS', parent: 'CVS Health' },
  cvsInsideTarget: { npi: '1234567901', chain: 'CVS', parent: 'CVS Health' },
  walgreens: { npi: '1982736450', chain: 'Walgreens', parent: 'Walgreens' },
  duaneReade: { npi: '1982736468', chain: 'Duane Reade', parent: 'Walgreens' },
  walmart: { npi: '1346789015', chain: 'Walmart', parent: 'Walmart' },
  samsClub: { npi: '1346789023', chain: "Sam's Club", parent: 'Walmart' },
  costco: { npi: '1346789031', chain: 'Costco', parent: 'Costco' },
  meijer: { npi: '1346789049', chain: 'Meijer', parent: 'Meijer' },
  kroger: { npi: '1457890126', chain: 'Kroger', parent: 'Kroger' },
  ralphs: { npi: '1457890134', chain: 'Ralphs', parent: 'Kroger' },
  albertsons: { npi: '1457890142', chain: 'Albertsons', parent: 'Albertsons' },
  safeway: { npi: '1457890159', chain: 'Safeway', parent: 'Albertsons' },
  jewelOsco: { npi: '1457890167', chain: 'Jewel-Osco', parent: 'Albertsons' },
  publix: { npi: '1457890175', chain: 'Publix', parent: 'Publix' },
  kinneyDrugs: { npi: '1568901237', chain: 'Kinney Drugs', parent: 'Kinney Drugs' },
  independent: { npi: '1679012348', chain: 'Independent', parent: '' },
  mailOrder: { npi: '1790123459', chain: 'Mail Order', parent: 'Amazon' },
} as const satisfies Record<string, PharmacyAsked>;

/** A number of independent pharmacies (each sets its own prices). */
export const independents = (count: number, from = 1600000000): PharmacyAsked[] =>
  Array.from({ length: count }, (_, i) => ({ npi: String(from + i * 7919), chain: 'Independent', parent: '' }));
