/**
 * Which chain a pharmacy belongs to, from its store name, NPPES legal name and any other name a
 * source gives it (the HHS locator's "KROGER PHARMACY 02900519"). Used by the directory generator
 * (scripts/pharmacy-directory/) and by `npm run import:pharmacies`.
 *
 * - `chain` is the banner people see on the store and in the price list: 'Ralphs', 'Safeway',
 *   'Duane Reade', "Sam's Club". The web's chain filter and the spec's one-entry-per-name rule
 *   (rules#states, rules#drug-page) use it. Target's in-store pharmacies are CVS's since 2015:
 *   chain 'CVS', shown as 'CVS inside Target' (rules#validation: 'CVS' matches it).
 * - `parent` is the company that owns the banner and signs the PBM contracts: Kroger for Ralphs,
 *   Albertsons for Safeway and Jewel-Osco, Walmart for Sam's Club, Walgreens for Duane Reade.
 * - `closed`: chains that closed every pharmacy. NPPES rarely deactivates a closed store's NPI, so
 *   their rows are still there and are left out of the directory.
 * - `mailService`: consumer mail-order services. Their rows are mail-order pharmacies when NPPES
 *   lists the mail-order taxonomy (3336M0002X), otherwise fulfilment sites nobody walks into.
 *
 * Patterns are tried in order against the names in upper case, joined with ' | '; the first match
 * wins. Banner names come before the legal entities that run several banners.
 */
export interface ChainInfo {
  chain: string;
  /** The name the list shows for the chain's stores. */
  name: string;
  parent: string;
  /** A retail chain (the popular pharmacies); health systems' pharmacies are not. */
  popular: boolean;
}

export type Classification =
  | ({ kind: 'chain' } & ChainInfo)
  | { kind: 'independent' }
  | { kind: 'closed'; chain: string; why: string }
  | { kind: 'mail-service'; name: string; parent: string };

export const INDEPENDENT = 'Independent';
/** The chain every mail-order pharmacy carries (the PBM simulator prices it as mail order). */
export const MAIL_ORDER_CHAIN = 'Mail Order';

interface Place { state: string; zip: string }
type Banner = Omit<ChainInfo, 'popular'> & { popular?: boolean };
interface Rule { test: RegExp; banner: Banner | ((place: Place) => Banner) }

const retail = (chain: string, name: string, parent: string): Banner => ({ chain, name, parent });
const health = (chain: string, name: string, parent: string): Banner => ({ chain, name, parent, popular: false });

const CVS = retail('CVS', 'CVS Pharmacy', 'CVS Health');
const WALGREENS = retail('Walgreens', 'Walgreens', 'Walgreens');
const KROGER = retail('Kroger', 'Kroger Pharmacy', 'Kroger');
const SAFEWAY = retail('Safeway', 'Safeway Pharmacy', 'Albertsons');
const ALBERTSONS = retail('Albertsons', 'Albertsons Pharmacy', 'Albertsons');
const JEWEL = retail('Jewel-Osco', 'Jewel-Osco Pharmacy', 'Albertsons');
const VONS = retail('Vons', 'Vons Pharmacy', 'Albertsons');
const CARRS = retail('Carrs', 'Carrs Pharmacy', 'Albertsons');
const RANDALLS = retail('Randalls', 'Randalls Pharmacy', 'Albertsons');
const TOM_THUMB = retail('Tom Thumb', 'Tom Thumb Pharmacy', 'Albertsons');
const SMITHS = retail("Smith's", "Smith's Pharmacy", 'Kroger');
const FRYS = retail("Fry's", "Fry's Pharmacy", 'Kroger');
const KING_SOOPERS = retail('King Soopers', 'King Soopers Pharmacy', 'Kroger');
const DILLONS = retail('Dillons', 'Dillons Pharmacy', 'Kroger');
const PICK_N_SAVE = retail("Pick 'n Save", "Pick 'n Save Pharmacy", 'Kroger');
const MARIANOS = retail("Mariano's", "Mariano's Pharmacy", 'Kroger');
const SOUTHERN_CALIFORNIA = (zip: string) => zip >= '90000' && zip < '93600';
const DALLAS_FORT_WORTH = (zip: string) => zip >= '75000' && zip < '76300';

/** Chains that closed every store: their NPIs outlive them in NPPES. */
const CLOSED: readonly { test: RegExp; chain: string; why: string }[] = [
  // Rite Aid and the companies it ran stores through (Thrifty Payless in the West, Eckerd,
  // Apex Drug Stores in Michigan, Jean Coutu's Brooks and Eckerd as PJC/JCG, Bartell Drugs since 2020).
  {
    test: /\bRITE ?AID\b|\bTHRIFTY PAYLESS\b|\bECKERD\b|\bAPEX DRUG STORES\b|\bBARTELL DRUG|\bPJC OF\b|\bJCG \(PJC\)|\bMAXI DRUG\b|\bPERRY DRUG STORES\b|\bGENOVESE DRUG\b/,
    chain: 'Rite Aid', why: 'Rite Aid (and Bartell Drugs, its subsidiary) closed all its stores in 2025',
  },
  { test: /\bFRED'?S? STORES OF\b|^FRED'?S INC\b/, chain: "Fred's", why: "Fred's closed all its stores in 2019" },
  { test: /\bSHOPKO\b|\bPAMIDA\b/, chain: 'Shopko', why: 'Shopko (and Pamida, converted to it) closed all its stores in 2019' },
  { test: /\bGREAT ATLANTIC (&|AND) PACIFIC\b|\bWALDBAUM|\bPATHMARK\b|\bA ?& ?P LIVE BETTER\b/, chain: 'A&P', why: 'A&P and its banners closed or sold every store in 2015' },
  { test: /\bK ?MART\b/, chain: 'Kmart', why: 'Kmart closed its pharmacies (the last full store closed in 2024)' },
  { test: /\bBJ'?S WHOLESALE\b/, chain: "BJ's Wholesale Club", why: "BJ's Wholesale Club closed all 46 of its pharmacies in 2007" },
];

/** Consumer mail-order services (name or legal name). */
const MAIL_SERVICES: readonly { test: RegExp; name: string; parent: string }[] = [
  { test: /\bPILLPACK\b|\bAMAZON PHARMACY\b/, name: 'Amazon Pharmacy', parent: 'Amazon' },
  { test: /\bEXPRESS SCRIPTS\b|\bMEDCO (HEALTH|AT HOME)\b|\bESI MAIL\b/, name: 'Express Scripts Pharmacy', parent: 'Cigna' },
  { test: /\bCAREMARK\b/, name: 'CVS Caremark Mail Service Pharmacy', parent: 'CVS Health' },
  { test: /\bOPTUM ?RX\b/, name: 'Optum Home Delivery', parent: 'UnitedHealth Group' },
  { test: /\bCARELON ?RX\b|\bINGENIO ?RX\b/, name: 'CarelonRx Pharmacy', parent: 'Elevance Health' },
  { test: /\bMAILMYPRESCRIPTIONS\b/, name: 'MailMyPrescriptions.com', parent: 'MailMyPrescriptions.com' },
  { test: /\bCOST PLUS DRUG/, name: 'Mark Cuban Cost Plus Drug Company', parent: 'Mark Cuban Cost Plus Drug Company' },
  { test: /\bHONEYBEE HEALTH\b/, name: 'Honeybee Health', parent: 'Honeybee Health' },
  { test: /\bHEALTHWAREHOUSE\b/, name: 'HealthWarehouse.com', parent: 'HealthWarehouse.com' },
];

const CHAINS: readonly Rule[] = [
  // CVS, including Target's pharmacies, Longs Drugs and Hook-SupeRx (CVS's own entities).
  { test: /\bTARGET (CORP|STORES?|PHARMACY)\b|^TARGET\b|\(TARGET\)|\bINSIDE TARGET\b/, banner: retail('CVS', 'CVS inside Target', 'CVS Health') },
  { test: /\bCVS\b|\bLONGS DRUG|\bHOOK-?SUPERX\b/, banner: CVS },
  { test: /\bDUANE READE\b/, banner: retail('Duane Reade', 'Duane Reade', 'Walgreens') },
  { test: /\bWALGREEN/, banner: WALGREENS },
  { test: /\bSAM'?S (CLUB|EAST|WEST)\b|\bSAM'?S PHARMACY (#\s*\d{4}|\d{1,2}-\d{4})\b/, banner: retail("Sam's Club", "Sam's Club Pharmacy", 'Walmart') },
  { test: /\bWAL-?MART\b|\bWALMART\b/, banner: retail('Walmart', 'Walmart Pharmacy', 'Walmart') },
  { test: /\bCOSTCO\b/, banner: retail('Costco', 'Costco Pharmacy', 'Costco') },
  { test: /\bMEIJER\b/, banner: retail('Meijer', 'Meijer Pharmacy', 'Meijer') },
  { test: /\bHY-?VEE\b/, banner: retail('Hy-Vee', 'Hy-Vee Pharmacy', 'Hy-Vee') },
  { test: /\bH-E-B\b|\bHEB (GROCERY|PHARMACY)\b|\bH ?E ?BUTT\b/, banner: retail('H-E-B', 'H-E-B Pharmacy', 'H-E-B') },
  { test: /\bPUBLIX\b/, banner: retail('Publix', 'Publix Pharmacy', 'Publix') },
  // Kroger's banners, then its legal entities (several run more than one banner).
  { test: /\bRALPHS\b/, banner: retail('Ralphs', 'Ralphs Pharmacy', 'Kroger') },
  { test: /\bFOOD ?4 ?LESS\b/, banner: retail('Food 4 Less', 'Food 4 Less Pharmacy', 'Kroger') },
  { test: /\bFRED MEYER\b/, banner: retail('Fred Meyer', 'Fred Meyer Pharmacy', 'Kroger') },
  { test: /\bQFC\b|\bQUALITY FOOD CENTERS?\b/, banner: retail('QFC', 'QFC Pharmacy', 'Kroger') },
  { test: /\bKING SOOPERS\b/, banner: KING_SOOPERS },
  { test: /\bFRY'?S (FOOD|MARKETPLACE)\b/, banner: FRYS },
  { test: /\bHARRIS TEETER\b/, banner: retail('Harris Teeter', 'Harris Teeter Pharmacy', 'Kroger') },
  { test: /\bMARIANO'?S\b/, banner: MARIANOS },
  { test: /\bPICK ?'?N'? ?SAVE\b/, banner: PICK_N_SAVE },
  { test: /\bDILLONS\b/, banner: DILLONS },
  { test: /\bSMITH'?S FOOD\b|\bSMITH'?S PHARMACY \d{5,}/, banner: ({ state }) => (state === 'AZ' ? FRYS : SMITHS) },
  { test: /\bDILLON COMPANIES\b/, banner: ({ state }) => (state === 'CO' || state === 'WY' ? KING_SOOPERS : state === 'NE' ? retail("Baker's", "Baker's Pharmacy", 'Kroger') : DILLONS) },
  { test: /\bROUNDY'?S\b/, banner: ({ state }) => (state === 'IL' ? MARIANOS : PICK_N_SAVE) },
  { test: /\bKROGER\b/, banner: KROGER },
  // Albertsons' banners, then its legal entities.
  { test: /\bJEWEL(-| )OSCO\b|\bJEWEL FOOD STORES\b/, banner: JEWEL },
  { test: /\bTOM THUMB\b/, banner: TOM_THUMB },
  { test: /\bRANDALL'?S (PHARMACY|FOOD)\b/, banner: ({ zip }) => (DALLAS_FORT_WORTH(zip) ? TOM_THUMB : RANDALLS) },
  { test: /\bVONS\b/, banner: VONS },
  { test: /\bPAVILIONS\b/, banner: retail('Pavilions', 'Pavilions Pharmacy', 'Albertsons') },
  { test: /\bCARRS\b|\bCARR-GOTTSTEIN\b/, banner: CARRS },
  { test: /\bACME (MARKETS|PHARMACY #)/, banner: retail('Acme', 'Acme Pharmacy', 'Albertsons') },
  { test: /\bSHAW'?S (SUPERMARKETS|PHARMACY|OSCO)\b/, banner: retail("Shaw's", "Shaw's Pharmacy", 'Albertsons') },
  { test: /\bSTAR MARKETS? (COMPANY|PHARMACY)\b/, banner: retail('Star Market', 'Star Market Pharmacy', 'Albertsons') },
  { test: /\bHAGGEN\b/, banner: retail('Haggen', 'Haggen Pharmacy', 'Albertsons') },
  { test: /\bUNITED SUPERMARKETS\b/, banner: retail('United Supermarkets', 'United Supermarkets Pharmacy', 'Albertsons') },
  { test: /\bSAFEWAY\b/, banner: ({ state, zip }) => (state === 'AK' ? CARRS : state === 'CA' && SOUTHERN_CALIFORNIA(zip) ? VONS : SAFEWAY) },
  { test: /\bAMERICAN DRUG STORES\b|^OSCO (PHARMACY|DRUG)\b/, banner: ({ state }) => (['IL', 'IN', 'IA', 'WI'].includes(state) ? JEWEL : ALBERTSONS) },
  { test: /^SAV-?ON (PHARMACY|DRUG)/, banner: ALBERTSONS },
  { test: /\bALBERTSONS\b/, banner: ALBERTSONS },
  // Save Mart's Lucky (not Albertsons' Lucky of the Intermountain West, which no longer exists).
  { test: /\bLUCKY STORES\b/, banner: retail('Lucky', 'Lucky Pharmacy', 'Save Mart') },
  // Ahold Delhaize.
  { test: /\bGIANT OF MARYLAND\b|\bGIANT FOOD (INC|LLC|PHARMACY)\b/, banner: retail('Giant Food', 'Giant Food Pharmacy', 'Ahold Delhaize') },
  { test: /\bTHE GIANT COMPANY\b|\bGIANT FOOD STORES\b/, banner: retail('Giant', 'Giant Pharmacy', 'Ahold Delhaize') },
  { test: /\bSTOP (&|AND) SHOP\b/, banner: retail('Stop & Shop', 'Stop & Shop Pharmacy', 'Ahold Delhaize') },
  { test: /\bHANNAFORD\b/, banner: retail('Hannaford', 'Hannaford Pharmacy', 'Ahold Delhaize') },
  { test: /\bFOOD LION\b/, banner: retail('Food Lion', 'Food Lion Pharmacy', 'Ahold Delhaize') },
  { test: /\bKING KULLEN\b/, banner: retail('King Kullen', 'King Kullen Pharmacy', 'Ahold Delhaize') },
  // Regional chains.
  { test: /\bGIANT EAGLE\b|\bRISER FOODS\b/, banner: retail('Giant Eagle', 'Giant Eagle Pharmacy', 'Giant Eagle') },
  { test: /\bWEGMANS\b/, banner: retail('Wegmans', 'Wegmans Pharmacy', 'Wegmans') },
  { test: /\bWEIS (MARKETS|PHARMACY)\b/, banner: retail('Weis', 'Weis Pharmacy', 'Weis Markets') },
  { test: /\bINGLES (MARKETS|PHARMACY)\b/, banner: retail('Ingles', 'Ingles Pharmacy', 'Ingles Markets') },
  { test: /\bTOPS (MARKETS|PHARMACY|FRIENDLY)\b/, banner: retail('Tops', 'Tops Pharmacy', 'Northeast Grocery') },
  { test: /\bPRICE CHOPPER\b|\bGOLUB CORP/, banner: ({ state }) => retail('Price Chopper', 'Price Chopper Pharmacy', ['MO', 'KS'].includes(state) ? 'Price Chopper' : 'Northeast Grocery') },
  { test: /\bSHOP-?RITES?\b|\bVILLAGE SUPER MARKET\b/, banner: retail('ShopRite', 'ShopRite Pharmacy', 'Wakefern') },
  { test: /\bK[ -]*VA[ -]*T FOOD STORES\b|\bFOOD CITY PHARMACY\b/, banner: retail('Food City', 'Food City Pharmacy', 'K-VA-T Food Stores') },
  { test: /\bWINN-?DIXIE\b/, banner: retail('Winn-Dixie', 'Winn-Dixie Pharmacy', 'Southeastern Grocers') },
  { test: /\bBROOKSHIRE GROCERY\b|\bBROOKSHIRE'?S PHARMACY\b/, banner: retail("Brookshire's", "Brookshire's Pharmacy", 'Brookshire Grocery') },
  { test: /\bBROOKSHIRE BROTHERS\b/, banner: retail('Brookshire Brothers', 'Brookshire Brothers Pharmacy', 'Brookshire Brothers') },
  { test: /\bHARPS FOOD\b/, banner: retail('Harps', 'Harps Pharmacy', 'Harps Food Stores') },
  { test: /\bDISCOUNT DRUG MART\b/, banner: retail('Discount Drug Mart', 'Discount Drug Mart', 'Discount Drug Mart') },
  { test: /\bMARC GLASSMAN\b/, banner: retail("Marc's", "Marc's Pharmacy", "Marc's") },
  { test: /\bKINNEY DRUGS?\b/, banner: retail('Kinney Drugs', 'Kinney Drugs', 'Kinney Drugs') },
  { test: /\bTHRIFTY WHITE\b|\bWHITE DRUG (CO|ENTERPRISES)\b/, banner: retail('Thrifty White', 'Thrifty White Pharmacy', 'Thrifty White') },
  { test: /\bDIERBERGS\b/, banner: retail('Dierbergs', 'Dierbergs Pharmacy', 'Dierbergs Markets') },
  { test: /\bBORMANS\b|\bFAMILY FARE\b/, banner: retail('Family Fare', 'Family Fare Pharmacy', 'SpartanNash') },
  { test: /\bRALEY'?S\b|\bBEL AIR MARKET\b/, banner: retail("Raley's", "Raley's Pharmacy", "Raley's") },
  { test: /\bROSAUERS\b/, banner: retail('Rosauers', 'Rosauers Pharmacy', 'URM Stores') },
  { test: /\bYOKE'?S FOOD\b/, banner: retail("Yoke's", "Yoke's Pharmacy", 'URM Stores') },
  { test: /\bHARMON CITY\b|\bHARMONS (GROCERY|PHARMACY)\b/, banner: retail('Harmons', 'Harmons Pharmacy', 'Harmons') },
  { test: /\bRIDLEY'?S FAMILY MARKETS\b/, banner: retail("Ridley's", "Ridley's Pharmacy", "Ridley's Family Markets") },
  // Health systems' pharmacies: chains, but not the popular retail chains.
  { test: /\bKAISER (FOUNDATION|PERMANENTE)\b/, banner: health('Kaiser Permanente', 'Kaiser Permanente Pharmacy', 'Kaiser Permanente') },
  { test: /\bGENOA HEALTHCARE\b/, banner: health('Genoa Healthcare', 'Genoa Healthcare', 'UnitedHealth Group') },
  { test: /\bCENTERWELL PHARMACY\b/, banner: health('CenterWell Pharmacy', 'CenterWell Pharmacy', 'Humana') },
];

/** The chain (or none) of a pharmacy known by these names at this place. */
export function classifyPharmacy(names: readonly string[], place: Place): Classification {
  const text = names.filter(Boolean).map((n) => n.toUpperCase().replace(/\s+/g, ' ').trim()).join(' | ');
  const closed = CLOSED.find((r) => testEach(r.test, text));
  if (closed) return { kind: 'closed', chain: closed.chain, why: closed.why };
  const service = MAIL_SERVICES.find((r) => testEach(r.test, text));
  if (service) return { kind: 'mail-service', name: service.name, parent: service.parent };
  const rule = CHAINS.find((r) => testEach(r.test, text));
  if (!rule) return { kind: 'independent' };
  const banner = typeof rule.banner === 'function' ? rule.banner(place) : rule.banner;
  return { kind: 'chain', popular: true, ...banner };
}

/** `^` in a pattern means the start of any one of the names. */
const testEach = (test: RegExp, text: string) => text.split(' | ').some((name) => test.test(name));

/** The chains whose stores are "popular pharmacies" (rules#drug-page): retail chains, not health systems' pharmacies. */
export function isPopularChain(chain: string): boolean {
  return chain !== INDEPENDENT && chain !== MAIL_ORDER_CHAIN && !HEALTH_SYSTEMS.has(chain);
}

const HEALTH_SYSTEMS = new Set(CHAINS.flatMap((r) => (typeof r.banner !== 'function' && r.banner.popular === false ? [r.banner.chain] : [])));
