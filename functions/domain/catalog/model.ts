/** The drug catalog and pharmacy directory, as the functions see them. */
export type BrandGeneric = 'G' | 'B';
export type PricingUnit = 'EA' | 'ML' | 'GM';
export type NdcSource = 'rxnorm' | 'fda-product';

export type SeedForm =
  | 'tablet' | 'capsule' | 'chewable tablet' | 'film' | 'inhaler' | 'pen' | 'nasal spray' | 'eye drops' | 'ear drops'
  | 'cream' | 'gel' | 'ointment' | 'solution' | 'suspension' | 'powder' | 'patch' | 'auto-injector' | 'injection';

/** [strength, gsn, genericNdc, brandNdc, genericUnitCost, brandUnitCost, rxcui, ndcSource] */
export type SeedStrength = readonly [string, string, string | null, string | null, number, number, string, NdcSource];

export interface SeedDrugRow {
  generic: string;
  brand: string;
  drugClass: string;
  form: SeedForm;
  /** Units per fill for counted forms; package size (mL, g) for packaged ones; 1 = form default. */
  commonQty: number;
  rx: 'Rx' | 'OTC';
  ingredient: string;
  brandOnly: boolean;
  strengths: readonly SeedStrength[];
}

export interface QuantityOption {
  /** In pricing units: tablets, mL or g. */
  quantity: number;
  quantityLabel: string;
  quantityToDisplay: string;
  ranking: number;
}

export interface Formulation {
  gsn: string;
  ndc: string;
  /** Display form, e.g. 'Tablet', 'Inhaler'. */
  form: string;
  /** Display strength, e.g. '10 mg', '90 mcg/actuation'. */
  strength: string;
  dosageQuantity: number;
  dosageUnit: string;
  commonQty: number;
  quantities: QuantityOption[];
  /** Sold in whole packages (inhalers, pens, tubes): quantity labels start with '1 '. */
  soldInAPackage: boolean;
  pricingUnit: PricingUnit;
  /** Manufacturer or labeler of this NDC (from its labeler code). */
  labeler: string;
  rxcui?: string;
  ndcSource: NdcSource;
}

export interface DrugLabel {
  name: string;
  brandGeneric: BrandGeneric;
  formulations: Formulation[];
}

export interface DrugGroup {
  /** Stable id: the generic name as a slug. */
  id: string;
  generic: string;
  brand: string;
  drugClass: string;
  ingredients: string[];
  rx: 'Rx' | 'OTC';
  /** 1 = most prescribed. */
  rank: number;
  labels: DrugLabel[];
}

export interface ReferenceCost {
  ndc: string;
  unitCost: number;
  pricingUnit: PricingUnit;
  effectiveDate: string;
  source: 'seed' | 'NADAC';
}

export interface Point {
  lat: number;
  lon: number;
}

export interface TransferInfo {
  websiteDomain: string;
  guestURL: string;
  withAccountURL: string;
  phoneNumber: string;
}

export interface Pharmacy {
  id: string;
  npi: string;
  name: string;
  chain: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lon: number;
  phone: string;
  isPopular: boolean;
  mailOrder: boolean;
  transfer: TransferInfo;
  /** True for the generated sample directory; imported pharmacies are real. */
  sample: boolean;
}

export interface PharmacyWithDistance extends Pharmacy {
  distance: number;
}
