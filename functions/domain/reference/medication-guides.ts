/**
 * FDA Medication Guides: drug classes whose products are dispensed with one (21 CFR 208), and the
 * key warnings those guides lead with. The guide itself is on DailyMed / Drugs@FDA; we link to the
 * FDA's Medication Guides index rather than copy it.
 */
export const FDA_MEDGUIDE_INDEX = 'https://www.fda.gov/drugs/drug-safety-and-availability/medication-guides';

export interface MedGuideEntry {
  warnings: readonly string[];
}

const ANTIDEPRESSANT: MedGuideEntry = { warnings: ['Antidepressants may increase suicidal thoughts or actions in some children, teenagers and young adults, especially in the first few months or when the dose changes.', 'Call your clinician right away about new or worse depression, anxiety, agitation or thoughts of suicide.'] };
const NSAID_GUIDE: MedGuideEntry = { warnings: ['NSAIDs can increase the chance of a heart attack or stroke, which can happen early in treatment.', 'NSAIDs can cause ulcers and bleeding in the stomach and intestines at any time, without warning.'] };
const OPIOID: MedGuideEntry = { warnings: ['Risk of addiction, abuse and misuse, which can lead to overdose and death.', 'Life-threatening breathing problems; never take with alcohol, benzodiazepines or other sedatives unless your clinician says so.', 'Keep out of reach of children; accidental use can be fatal.'] };
const BENZO: MedGuideEntry = { warnings: ['Taking benzodiazepines with opioids, alcohol or other sedatives can cause severe drowsiness, breathing problems, coma and death.', 'Risk of abuse, misuse and addiction; stopping suddenly can cause serious withdrawal reactions.'] };
const STIMULANT: MedGuideEntry = { warnings: ['CNS stimulants have a high chance of abuse and misuse, which can lead to substance use disorder.', 'Heart problems, raised blood pressure and mental (psychiatric) problems can occur.'] };
const ANTIEPILEPTIC: MedGuideEntry = { warnings: ['Like other antiepileptic drugs, may cause suicidal thoughts or actions in a very small number of people.', 'Do not stop taking it suddenly: this can cause serious problems such as seizures.'] };
const ANTICOAGULANT: MedGuideEntry = { warnings: ['Can cause serious and possibly fatal bleeding.', 'Do not stop taking it without talking to your clinician: stopping raises the risk of stroke or clots.'] };
const FLUOROQUINOLONE: MedGuideEntry = { warnings: ['Can cause tendon rupture or swelling of a tendon, nerve damage (peripheral neuropathy) and central nervous system effects.', 'May make myasthenia gravis worse.'] };
const ANTIPSYCHOTIC: MedGuideEntry = { warnings: ['Increased risk of death in elderly people with dementia-related psychosis.', 'When used for depression, may increase suicidal thoughts or actions in some young people.'] };
const TNF: MedGuideEntry = { warnings: ['Serious infections, including tuberculosis, can happen while taking this medicine.', 'An increased risk of certain cancers, including lymphoma, has been reported.'] };

export const MEDGUIDE_BY_CLASS: Record<string, MedGuideEntry> = {
  'SSRI antidepressant': ANTIDEPRESSANT,
  'SNRI antidepressant': ANTIDEPRESSANT,
  'Atypical antidepressant': ANTIDEPRESSANT,
  'Tricyclic antidepressant': ANTIDEPRESSANT,
  'Tetracyclic antidepressant': ANTIDEPRESSANT,
  'Antidepressant (SARI)': ANTIDEPRESSANT,
  'Antidepressant (serotonin modulator)': ANTIDEPRESSANT,
  NSAID: NSAID_GUIDE,
  'COX-2 inhibitor NSAID': NSAID_GUIDE,
  'Opioid analgesic': OPIOID,
  'Opioid analgesic combination': OPIOID,
  Benzodiazepine: BENZO,
  'Benzodiazepine (hypnotic)': BENZO,
  'CNS stimulant': STIMULANT,
  Anticonvulsant: ANTIEPILEPTIC,
  'Anticonvulsant (gabapentinoid)': ANTIEPILEPTIC,
  'Anticonvulsant / mood stabilizer': ANTIEPILEPTIC,
  'Anticoagulant (factor Xa inhibitor)': ANTICOAGULANT,
  'Anticoagulant (vitamin K antagonist)': ANTICOAGULANT,
  'Fluoroquinolone antibiotic': FLUOROQUINOLONE,
  'Atypical antipsychotic': ANTIPSYCHOTIC,
  'TNF blocker': TNF,
  'Leukotriene receptor antagonist': { warnings: ['Serious mental health problems, including suicidal thoughts or actions, have happened in people taking montelukast or after stopping it.'] },
  'Sedative-hypnotic': { warnings: ['Complex sleep behaviours such as sleep-walking or sleep-driving can happen and may cause serious injury or death.', 'Do not drive or do anything that needs alertness the morning after if you did not sleep a full 7 to 8 hours.'] },
  'Smoking cessation (nicotinic partial agonist)': { warnings: ['Some people have had changes in mood, behaviour or thinking; stop and call your clinician if that happens.'] },
  'Antimetabolite (DMARD)': { warnings: ['Can cause serious side effects, including death: bone marrow, liver, lung and kidney problems.', 'Can cause birth defects; not for use in pregnancy for non-cancer conditions.'] },
};

/** Drug-specific guides for drugs whose class is not listed above (by drug id). */
export const MEDGUIDE_BY_DRUG: Record<string, MedGuideEntry> = {
  clopidogrel: { warnings: ['May not work as well in people whose bodies cannot break it down (poor CYP2C19 metabolisers).', 'Can cause bleeding, which can be serious and sometimes fatal.'] },
  ticagrelor: { warnings: ['Can cause bleeding, which can be serious and sometimes fatal.', 'Do not take aspirin over 100 mg a day with it.'] },
  'lithium-carbonate': { warnings: ['Lithium toxicity can happen at doses close to the treatment dose; keep your blood-level appointments.'] },
  isotretinoin: { warnings: ['Can cause severe birth defects; must not be used in pregnancy.'] },
};
