/** Spec §2.5/§9: the home page's Featured Savings drugs, in the order the grid shows them. */
export const FEATURED_DRUGS = ['Sildenafil', 'Atorvastatin', 'Gabapentin', 'Albuterol Sulfate HFA', 'Lisinopril', 'Amoxicillin'] as const;
