/** The drug catalog and pharmacy directory, as the functions see them. */
export type BrandGeneric = 'G' | 'B';
export type PricingUnit = 'EA' | 'ML' | 'GM';
/** 'nadac': the NDC is the first of the CMS NADAC run for exactly this description. */
export type NdcSource = 'nadac';

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
  /** The formulation priced when no strength is asked for: the one most widely dispensed. */
  usualNdc?: string;
  /**
   * A brand whose generic is sold in one of its strengths and forms: that generic label's name
   * (rules#states opens it when the generic is asked for). Absent for a brand without one
   * (Lantus 100 units/mL, where the drug's generic is 300 units/mL) and for generic labels.
   */
  genericLabel?: string;
}

/** A strength as compared across labels: "5 mg-1000 mg" (Xigduo XR) is "5-1000 mg" (its generic). */
export function strengthKey(strength: string): string {
  return strength.toLowerCase().replace(/\s+/g, '').replace(/(mg|mcg|g|ml|units?|meq)(?=-\d)/g, '');
}

/** The label's usual formulation, else its first. */
export function usualFormulation(label: DrugLabel): Formulation {
  return label.formulations.find((f) => f.ndc === label.usualNdc) ?? label.formulations[0]!;
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
  /** NADAC's effective date of this NDC's price. */
  effectiveDate: string;
  source: 'seed' | 'NADAC';
  /** The NADAC file's week ("As of" date) the cost came from: the label says "week of" it. */
  asOf?: string;
  /** Brands with a generic: NADAC's per-unit cost of the generic. */
  genericUnitCost?: number;
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

/** How exact a pharmacy's point is: its building, or only its zip code's centroid ("distance approximate"). */
export type GeoPrecision = 'address' | 'zip';

export interface Pharmacy {
  /** `npi-<NPI>`. */
  id: string;
  npi: string;
  /** The name the list shows, e.g. 'Ralphs Pharmacy', 'CVS inside Target', 'Main St Drug'. */
  name: string;
  /** The banner ('Ralphs', 'CVS', "Sam's Club"), 'Independent', or 'Mail Order' (pharmacy-chains.ts). */
  chain: string;
  /** The company behind the banner ('Kroger', 'CVS Health', 'Walmart'); '' for an independent. */
  parent: string;
  /** The street line; '' when the source gives only city and zip (see hasStreetAddress). */
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lon: number;
  geoPrecision: GeoPrecision;
  /** False when the directory knows only the city and zip: such rows sort after others at the same distance. */
  hasStreetAddress: boolean;
  /** '(555) 555-0100', or '' when no source gives one. */
  phone: string;
  isPopular: boolean;
  mailOrder: boolean;
  transfer: TransferInfo;
  /** Always false: the directory holds only real pharmacies (kept for the response shapes that carry it). */
  sample: boolean;
}

export interface PharmacyWithDistance extends Pharmacy {
  distance: number;
}
