/**
 * Names and street lines as people read them (the directory generator and `npm run import:pharmacies`). NPPES and the locators write in capitals and put
 * delivery notes and the store's name in the address ("DELIVER TO PHARMACY", "CVS PHARMACY",
 * "PHARMACY" as a second line): those are dropped, suites and buildings kept.
 */

const UPPER_WORDS = new Set(['II', 'III', 'IV', 'VI', 'VII', 'VIII', 'LTC', 'USA', 'US', 'CVS', 'HIV', 'VA', 'UMC', 'CHC', 'PC', 'NYC']);
const ADDRESS_UPPER = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW', 'US', 'PO', 'FM', 'SR', 'CR', 'RR', 'HC', 'NYC']);

function caseWord(word: string, upper: ReadonlySet<string>): string {
  // Numbers with letters: ordinals in lower case ("4th"), units in capitals ("100G", "B104").
  if (/\d/.test(word)) return /^\d+(ST|ND|RD|TH)$/i.test(word) ? word.toLowerCase() : word.toUpperCase();
  const bare = word.replace(/[^A-Za-z]/g, '');
  if (upper.has(bare.toUpperCase()) && bare.toUpperCase() === word.replace(/[.,]/g, '').toUpperCase()) return word.toUpperCase();
  // Capitalise at the start and after a hyphen, slash or parenthesis; not after an apostrophe ("Razook's") or a digit ("1st").
  return word.toLowerCase().replace(/(^|[-/(])([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase());
}

/** Title case for all-capital text; text that already mixes cases is kept. */
function titleCase(text: string, upper: ReadonlySet<string>): string {
  if (/[a-z]/.test(text) && /[A-Z]/.test(text)) return text;
  return text.split(' ').map((w) => caseWord(w, upper)).join(' ');
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

const CORPORATE = /[\s,]+(L\.?\s?L\.?\s?C\.?|INC\.?|INCORPORATED|CORP\.?|CORPORATION|P\.?\s?L\.?\s?L\.?\s?C\.?|LTD\.?|L\.?P\.?|P\.?C\.?)$/i;

/** An independent's name: the d/b/a after "DBA" if the legal name has one, without "LLC"/"INC", in title case. */
export function displayName(raw: string): string {
  let name = squash(raw);
  const dba = /\bD\/?B\/?A\b:?\s*(.+)$/i.exec(name);
  if (dba?.[1]) name = dba[1];
  for (let i = 0; i < 3 && CORPORATE.test(name); i += 1) name = name.replace(CORPORATE, '');
  name = name.replace(/[\s,]+$/, '');
  return titleCase(name, UPPER_WORDS).replace(/\bRx\b/gi, 'Rx');
}

export const titleCaseCity = (city: string): string => titleCase(squash(city), new Set());

/** Words that make a second address line a note or a name rather than a place. */
const NOTE = /^(DELIVER(Y)? TO|ATTN|ATTENTION|ATT:|C\/O|MAIL ?STOP|MS \d)|^(P\.?\s?O\.?\s?(BOX|DRAWER)|POB)\b|^RELO \d+$|^ADDRESS LINE 2$/i;
const NAME_WORDS = /\b(PHARMACY|PHARMACIES|PHCY|PHARM|DRUGS?|APOTHECARY|CHEMISTS?|RX)\b/i;
const PHARMACY_DEPARTMENT = /^((OUTPATIENT|INPATIENT|RETAIL|SPECIALTY|CLINIC|O\/P|OP|MAIN)\s+)*PHARMACY(\s+(DEPT\.?|DEPARTMENT|MAIN FLOOR))?$/i;

const normal = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, ' ').trim();

/** True when a second line says nothing about where the store is (a note, the store's own name, "PHARMACY"). */
export function isNoteLine(line: string, names: readonly string[]): boolean {
  const text = squash(line);
  if (!text) return true;
  if (NOTE.test(text) || PHARMACY_DEPARTMENT.test(text)) return true;
  const n = normal(text);
  if (names.some((name) => name && (normal(name) === n || normal(name).startsWith(n) || n.startsWith(normal(name))))) return true;
  // A name-like line without a number ("CVS PHARMACY", "ARCH STREET PHARMACY"): a store name, not a suite.
  return !/\d/.test(text) && NAME_WORDS.test(text);
}

/**
 * The street line: address1, then address2 unless it is a note, the store's name or "PHARMACY".
 * When address1 holds a name and address2 the street ("DUANE READE" / "1221 6TH AVE"), the street
 * comes first and the name goes if it is the store's own.
 */
export function streetLine(address1: string, address2: string, names: readonly string[]): string {
  let first = squash(address1).replace(/\s+(STE|SUITE|RM|ROOM)\s+PHARMACY$/i, '');
  let second = squash(address2);
  if (first && !/\d/.test(first) && /^\d/.test(second)) [first, second] = [second, first];
  const parts = [first, second].filter((line, i) => line && (i === 0 ? !NOTE.test(line) : !isNoteLine(line, names)));
  return parts.map((p) => titleCase(p, ADDRESS_UPPER)).join(', ');
}

const SUFFIX: Readonly<Record<string, string>> = {
  STREET: 'ST', AVENUE: 'AVE', ROAD: 'RD', BOULEVARD: 'BLVD', DRIVE: 'DR', HIGHWAY: 'HWY', SUITE: 'STE', PARKWAY: 'PKWY', LANE: 'LN', COURT: 'CT',
  PLACE: 'PL', NORTH: 'N', SOUTH: 'S', EAST: 'E', WEST: 'W', CIRCLE: 'CIR', TERRACE: 'TER', PLAZA: 'PLZ', EXPRESSWAY: 'EXPY', TURNPIKE: 'TPKE',
};

/** One key per street address and zip: "9150 E. 109TH AVENUE" and "9150 E 109TH AVE" meet. */
export function addressKey(address1: string, zip: string): string {
  const words = normal(address1).split(' ').map((w) => SUFFIX[w] ?? w);
  return `${zip}|${words.join('')}`;
}

/** Same building: zip, house number and first street word (how the candidate's builder matched points). */
export function buildingKey(address1: string, zip: string): string | undefined {
  const m = /^\s*(\d+[A-Z]?)\s+(?:[NSEW]\.?\s+)?([A-Z0-9]+)/.exec(address1.toUpperCase());
  return m && zip ? `${zip}|${m[1]}|${m[2]}` : undefined;
}

/** Name equality for "the same store at the same address": punctuation, case and "LLC"/"INC" aside. */
export const sameName = (a: string, b: string): boolean => !!a && !!b && normal(displayName(a)) === normal(displayName(b));
