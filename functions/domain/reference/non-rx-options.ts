/**
 * Non-prescription options for common diagnoses: lifestyle measures and over-the-counter drugs
 * in the catalog (by label name, so the tool can price them). General, widely published
 * self-care guidance; the tool always adds the see-your-clinician caveat.
 */
export interface NonRxOptions {
  lifestyle: readonly string[];
  /** Catalog label names of OTC drugs commonly used for the condition. */
  otc: readonly string[];
}

export const NON_RX_OPTIONS: Record<string, NonRxOptions> = {
  I10: { lifestyle: ['Cut down on salt (sodium) in food', 'Regular aerobic activity, e.g. brisk walking most days', 'Keep a healthy weight', 'Limit alcohol', 'Check your blood pressure at home and keep a log'], otc: [] },
  'E78.5': { lifestyle: ['Eat less saturated and trans fat', 'More fibre: oats, beans, fruit and vegetables', 'Regular physical activity', 'Stop smoking'], otc: [] },
  'E78.00': { lifestyle: ['Eat less saturated and trans fat', 'More soluble fibre', 'Regular physical activity', 'Keep a healthy weight'], otc: [] },
  'E11.9': { lifestyle: ['Balanced meals with fewer refined carbohydrates and sugary drinks', 'Regular physical activity', 'Weight loss if overweight', 'Check your blood sugar as advised'], otc: [] },
  'K21.9': { lifestyle: ['Smaller meals; do not lie down within 3 hours of eating', 'Raise the head of the bed', 'Limit trigger foods (fatty food, chocolate, caffeine, alcohol)', 'Stop smoking'], otc: ['Famotidine', 'Omeprazole'] },
  'J30.9': { lifestyle: ['Avoid known allergens; keep windows closed in pollen season', 'Saline nasal rinses', 'Wash bedding weekly in hot water'], otc: ['Cetirizine', 'Loratadine', 'Fexofenadine', 'Fluticasone Propionate'] },
  'M19.90': { lifestyle: ['Low-impact exercise (walking, swimming, cycling)', 'Weight loss if overweight', 'Heat or cold packs', 'Physical therapy'], otc: ['Acetaminophen', 'Naproxen Sodium'] },
  'M54.50': { lifestyle: ['Stay active; avoid bed rest', 'Heat packs', 'Gentle stretching and core exercise'], otc: ['Acetaminophen', 'Naproxen Sodium', 'Ibuprofen'] },
  'R51.9': { lifestyle: ['Regular sleep and meals', 'Drink enough water', 'Limit caffeine and screen time'], otc: ['Acetaminophen', 'Ibuprofen', 'Naproxen Sodium'] },
  'G47.00': { lifestyle: ['Keep a regular sleep and wake time', 'No caffeine after midday; limit alcohol', 'Keep the bedroom dark, cool and quiet', 'No screens in bed'], otc: ['Diphenhydramine'] },
  'K59.00': { lifestyle: ['More fibre and water', 'Regular physical activity', 'Do not delay going to the toilet'], otc: ['Polyethylene Glycol 3350', 'Docusate Sodium'] },
  'R19.7': { lifestyle: ['Drink plenty of fluids; oral rehydration solution', 'Bland food until it settles', 'Wash hands often'], otc: ['Loperamide'] },
  'F17.210': { lifestyle: ['Set a quit date and tell people around you', 'Call a quitline: 1-800-QUIT-NOW', 'Avoid triggers such as alcohol'], otc: ['Nicotine'] },
  'D50.9': { lifestyle: ['Iron-rich food: meat, beans, lentils, leafy greens', 'Vitamin C with meals helps absorption'], otc: [] },
  'E55.9': { lifestyle: ['Some safe sun exposure', 'Vitamin D-rich food: oily fish, eggs, fortified milk'], otc: ['Vitamin D3'] },
  J00: { lifestyle: ['Rest and fluids', 'Honey for cough (not for children under 1)', 'Saline nasal spray'], otc: ['Acetaminophen', 'Guaifenesin ER', 'Pseudoephedrine ER'] },
  'I25.10': { lifestyle: ['Heart-healthy diet', 'Regular physical activity as your clinician advises', 'Stop smoking'], otc: ['Aspirin EC'] },
  'E66.01': { lifestyle: ['A calorie deficit with balanced meals', 'Regular physical activity', 'Support programmes and a dietitian'], otc: [] },
  'F41.1': { lifestyle: ['Regular exercise', 'Limit caffeine and alcohol', 'Breathing and relaxation exercises', 'Talking therapy'], otc: [] },
  'F32.A': { lifestyle: ['Regular physical activity', 'Keep in contact with people', 'Talking therapy', 'In a crisis call or text 988'], otc: [] },
  'M10.9': { lifestyle: ['Limit alcohol, red meat, shellfish and sugary drinks', 'Drink plenty of water', 'Rest and raise the joint during a flare'], otc: [] },
  'L70.9': { lifestyle: ['Wash twice a day with a gentle cleanser', 'Do not squeeze spots', 'Use non-comedogenic products'], otc: [] },
  'L50.9': { lifestyle: ['Avoid known triggers', 'Cool compresses', 'Loose cotton clothing'], otc: ['Cetirizine', 'Loratadine', 'Fexofenadine'] },
};
