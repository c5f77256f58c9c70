/**
 * Manufacturer copay programs and patient-assistance programs of brand drugs in the catalog, keyed
 * by the catalog's brand label name (tests/unit/tools/reference.test.ts checks each is a brand
 * label). Each URL is the brand's or its manufacturer's own https site, entered by hand from that
 * site; a new entry needs the same. Nothing is applied on this site.
 *
 * The table is shared: the tools and drug-page API (routes/tools-programs) answer from it, and the
 * manufacturer coupon page (/manufacturer-coupon) shows a program only when its query names one of
 * these brands and, if it carries a `manufacturerURL`, one of that program's own origins. Any other
 * query is "a link we don't recognise": no outbound link and none of its text (issue 29).
 */
export interface ManufacturerProgram {
  brand: string;
  manufacturer: string;
  copayUrl: string;
  assistanceName: string;
  assistanceUrl: string;
}

const PFIZER = { manufacturer: 'Pfizer', assistanceName: 'Pfizer RxPathways', assistanceUrl: 'https://www.pfizerrxpathways.com/' };
const LILLY = { manufacturer: 'Eli Lilly', assistanceName: 'Lilly Cares Foundation', assistanceUrl: 'https://www.lillycares.com/' };
const NOVO = { manufacturer: 'Novo Nordisk', assistanceName: 'NovoCare Patient Assistance Program', assistanceUrl: 'https://www.novocare.com/' };
const AZ = { manufacturer: 'AstraZeneca', assistanceName: 'AZ&Me Prescription Savings Program', assistanceUrl: 'https://www.azandmeapp.com/' };
const MERCK = { manufacturer: 'Merck', assistanceName: 'Merck Patient Assistance Program', assistanceUrl: 'https://www.merckhelps.com/' };
const BMS = { manufacturer: 'Bristol Myers Squibb', assistanceName: 'Bristol Myers Squibb Patient Assistance Foundation', assistanceUrl: 'https://www.bmspaf.org/' };
const JANSSEN = { manufacturer: 'Janssen (Johnson & Johnson)', assistanceName: 'Johnson & Johnson Patient Assistance Foundation', assistanceUrl: 'https://www.jjpaf.org/' };
const BI = { manufacturer: 'Boehringer Ingelheim', assistanceName: 'Boehringer Ingelheim Cares Foundation', assistanceUrl: 'https://www.bipatientassistance.com/' };
const SANOFI = { manufacturer: 'Sanofi', assistanceName: 'Sanofi Patient Connection', assistanceUrl: 'https://www.sanofipatientconnection.com/' };
const GSK = { manufacturer: 'GSK', assistanceName: 'GSK Patient Assistance Program', assistanceUrl: 'https://www.gskforyou.com/' };
const NOVARTIS = { manufacturer: 'Novartis', assistanceName: 'Novartis Patient Assistance Foundation', assistanceUrl: 'https://www.pap.novartis.com/' };
const ABBVIE = { manufacturer: 'AbbVie', assistanceName: 'myAbbVie Assist', assistanceUrl: 'https://www.abbvie.com/patients/patient-support/patient-assistance.html' };
const AMGEN = { manufacturer: 'Amgen', assistanceName: 'Amgen Safety Net Foundation', assistanceUrl: 'https://www.amgensafetynetfoundation.com/' };

export const MANUFACTURER_PROGRAMS: readonly ManufacturerProgram[] = [
  { brand: 'Eliquis', copayUrl: 'https://www.eliquis.com/', ...BMS },
  { brand: 'Xarelto', copayUrl: 'https://www.xarelto-us.com/', ...JANSSEN },
  { brand: 'Jardiance', copayUrl: 'https://www.jardiance.com/', ...BI },
  { brand: 'Farxiga', copayUrl: 'https://www.farxiga.com/', ...AZ },
  { brand: 'Januvia', copayUrl: 'https://www.januvia.com/', ...MERCK },
  { brand: 'Trulicity', copayUrl: 'https://www.trulicity.com/', ...LILLY },
  { brand: 'Humalog', copayUrl: 'https://www.humalog.com/', ...LILLY },
  { brand: 'Victoza', copayUrl: 'https://www.victoza.com/', ...NOVO },
  { brand: 'Lantus', copayUrl: 'https://www.lantus.com/', ...SANOFI },
  { brand: 'Entresto', copayUrl: 'https://www.entresto.com/', ...NOVARTIS },
  { brand: 'Brilinta', copayUrl: 'https://www.brilinta.com/', ...AZ },
  { brand: 'Symbicort', copayUrl: 'https://www.symbicort.com/', ...AZ },
  { brand: 'Advair', copayUrl: 'https://www.advair.com/', ...GSK },
  { brand: 'Humira', copayUrl: 'https://www.humira.com/', ...ABBVIE },
  { brand: 'Enbrel', copayUrl: 'https://www.enbrel.com/', ...AMGEN },
  { brand: 'Lipitor', copayUrl: 'https://www.lipitor.com/', ...PFIZER },
  { brand: 'Lyrica', copayUrl: 'https://www.lyrica.com/', ...PFIZER },
  { brand: 'Viagra', copayUrl: 'https://www.viagra.com/', ...PFIZER },
  { brand: 'Linzess', copayUrl: 'https://www.linzess.com/', ...ABBVIE },
];

const key = (name: string) => name.trim().toLowerCase();
const BY_BRAND = new Map(MANUFACTURER_PROGRAMS.map((p) => [key(p.brand), p]));

function origin(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What /manufacturer-coupon may show for its query (rules#manufacturer-coupon): the program of the
 * brand `drugName` names (any case), when `manufacturerURL` is absent or on one of that program's
 * own https origins. Undefined for anything else; the page then links nowhere and echoes nothing.
 */
export function recognisedProgram(drugName: string | null | undefined, manufacturerURL: string | null | undefined): ManufacturerProgram | undefined {
  const program = drugName ? BY_BRAND.get(key(drugName)) : undefined;
  if (!program || manufacturerURL === null || manufacturerURL === undefined) return program;
  const given = origin(manufacturerURL);
  return given && (given === origin(program.copayUrl) || given === origin(program.assistanceUrl)) ? program : undefined;
}

/** The site's own link to the manufacturer coupon page for a program (the drug page's "about" block). */
export function manufacturerCouponHref(program: Pick<ManufacturerProgram, 'brand' | 'copayUrl'>, returnURL: string): string {
  return `/manufacturer-coupon?${new URLSearchParams({ drugName: program.brand, manufacturerURL: program.copayUrl, returnURL }).toString()}`;
}
