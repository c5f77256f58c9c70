/**
 * Charities that help with drug costs, open to all. Links go to the sponsor's own site: nothing is
 * applied on this site. (Manufacturer programs of brand drugs: shared/manufacturer-programs.ts.)
 */
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
