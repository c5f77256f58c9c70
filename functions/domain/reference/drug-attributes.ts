/**
 * Tablet attributes the pill-split tool needs, and usual doses per day for the frequency tool.
 * Extended-release and enteric-coated come from the label name (ER, XL, SR, CD, LA, EC) plus the
 * delayed-release products listed below; "scored" is true only where the reference product's
 * tablets carry a score line (FDA label "How supplied"). Keyed by drug id (generic slug).
 */
export const SCORED_TABLETS: ReadonlySet<string> = new Set([
  'levothyroxine', 'warfarin', 'prednisone', 'alprazolam', 'clonazepam', 'lorazepam', 'diazepam', 'metoprolol-tartrate',
  'trazodone', 'sertraline', 'citalopram', 'escitalopram', 'hydrochlorothiazide', 'furosemide', 'methylprednisolone',
  'dexamethasone', 'buspirone', 'carbidopa-levodopa', 'lisinopril-hydrochlorothiazide', 'glipizide', 'glimepiride',
  'baclofen', 'tizanidine', 'spironolactone', 'labetalol', 'bisoprolol', 'hydralazine', 'liothyronine', 'methimazole',
  'cabergoline', 'medroxyprogesterone', 'mirtazapine', 'haloperidol', 'primidone', 'amiodarone', 'digoxin',
]);

/** Delayed-release (enteric-coated) tablets whose names do not say so. */
export const ENTERIC_COATED: ReadonlySet<string> = new Set(['pantoprazole', 'rabeprazole', 'mesalamine', 'divalproex-sodium-er', 'aspirin-ec']);

const EXTENDED_RELEASE_NAME = /\b(ER|XL|XR|SR|CD|LA|CR)\b/;

export function isExtendedRelease(labelName: string): boolean {
  return EXTENDED_RELEASE_NAME.test(labelName);
}

/** Usual adult doses per day (FDA label dosing); drugs not listed are shown as "not recorded". */
export const DOSES_PER_DAY: Record<string, number> = {
  atorvastatin: 1, simvastatin: 1, rosuvastatin: 1, pravastatin: 1, lovastatin: 1,
  lisinopril: 1, losartan: 1, valsartan: 2, olmesartan: 1, irbesartan: 1, telmisartan: 1, candesartan: 1, benazepril: 1, enalapril: 2, ramipril: 1,
  amlodipine: 1, 'nifedipine-er': 1, 'diltiazem-er': 1, 'verapamil-er': 1,
  'metoprolol-succinate-er': 1, 'metoprolol-tartrate': 2, carvedilol: 2, atenolol: 1, propranolol: 2, 'propranolol-er': 1, nebivolol: 1, bisoprolol: 1, labetalol: 2,
  hydrochlorothiazide: 1, chlorthalidone: 1, furosemide: 1, torsemide: 1, bumetanide: 1, spironolactone: 1,
  'metformin-hcl': 2, 'metformin-er': 1, glipizide: 1, glimepiride: 1, glyburide: 1, sitagliptin: 1, pioglitazone: 1, empagliflozin: 1, dapagliflozin: 1,
  levothyroxine: 1, omeprazole: 1, pantoprazole: 1, esomeprazole: 1, lansoprazole: 1, rabeprazole: 1, famotidine: 2,
  sertraline: 1, escitalopram: 1, citalopram: 1, fluoxetine: 1, paroxetine: 1, 'venlafaxine-er': 1, 'desvenlafaxine-er': 1, duloxetine: 1,
  'bupropion-xl': 1, 'bupropion-sr': 2, trazodone: 1, mirtazapine: 1,
  gabapentin: 3, pregabalin: 2, 'oxybutynin-er': 1, tolterodine: 2, solifenacin: 1,
  'isosorbide-mononitrate-er': 1, nitroglycerin: 1, 'ranolazine-er': 2, 'pentoxifylline-er': 3,
  'methylphenidate-er': 1, methylphenidate: 2, lisdexamfetamine: 1, 'dextroamphetamine-amphetamine': 2, 'guanfacine-er': 1, clonidine: 2,
  apixaban: 2, rivaroxaban: 1, warfarin: 1, clopidogrel: 1, ticagrelor: 2,
  montelukast: 1, cetirizine: 1, loratadine: 1, fexofenadine: 1, levocetirizine: 1,
  ibuprofen: 3, naproxen: 2, meloxicam: 1, celecoxib: 1, 'diclofenac-sodium': 2,
  'divalproex-sodium-er': 1, lamotrigine: 1, levetiracetam: 2, topiramate: 2, carbamazepine: 2, oxcarbazepine: 2, 'phenytoin-er': 1,
  quetiapine: 2, aripiprazole: 1, risperidone: 2, olanzapine: 1, 'lithium-carbonate': 2,
  amoxicillin: 3, 'amoxicillin-clavulanate': 2, cephalexin: 4, azithromycin: 1, 'doxycycline-hyclate': 2, ciprofloxacin: 2,
  tamsulosin: 1, finasteride: 1, allopurinol: 1, alendronate: 1, 'potassium-chloride-er': 1,
};
