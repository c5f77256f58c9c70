/**
 * Manufacturer copay programs and patient-assistance programs for brand drugs in the catalog, and
 * charities that help with drug costs. Links go to the sponsor's own site: nothing is applied on
 * this site. Keyed by brand label name (manufacturer programs) or open to all (charities).
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

export interface Charity {
  name: string;
  url: string;
  helpsWith: string;
  /** Limited to certain diagnoses (disease funds) or open to any prescription. */
  scope: 'any-drug' | 'disease-funds' | 'medicare';
}

export const CHARITIES: readonly Charity[] = [
  { name: 'NeedyMeds', url: 'https://www.needymeds.org/', helpsWith: 'A free directory of patient-assistance programs, disease funds and free or low-cost clinics.', scope: 'any-drug' },
  { name: 'RxAssist', url: 'https://www.rxassist.org/', helpsWith: 'A directory of drug-company patient-assistance programs and how to apply.', scope: 'any-drug' },
  { name: 'Medicine Assistance Tool (PhRMA)', url: 'https://medicineassistancetool.org/', helpsWith: 'Searches the assistance programs run by drug manufacturers.', scope: 'any-drug' },
  { name: 'PAN Foundation', url: 'https://www.panfoundation.org/', helpsWith: 'Co-pay grants for insured patients with specific diseases, when a fund is open.', scope: 'disease-funds' },
  { name: 'HealthWell Foundation', url: 'https://www.healthwellfoundation.org/', helpsWith: 'Grants toward co-pays, premiums and deductibles for specific diseases.', scope: 'disease-funds' },
  { name: 'Patient Advocate Foundation Co-Pay Relief', url: 'https://www.copays.org/', helpsWith: 'Co-pay assistance for insured patients with specific diagnoses.', scope: 'disease-funds' },
  { name: 'Good Days', url: 'https://www.mygooddays.org/', helpsWith: 'Co-pay assistance for people with chronic diseases.', scope: 'disease-funds' },
  { name: 'Medicare Extra Help', url: 'https://www.ssa.gov/medicare/part-d-extra-help', helpsWith: 'Federal help with Medicare Part D premiums, deductibles and co-pays for people with limited income.', scope: 'medicare' },
];
