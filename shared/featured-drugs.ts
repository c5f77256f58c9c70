/** rules#home, rules#constants: the home page's Featured Savings drugs, in the order the grid shows them. */
export const FEATURED_DRUGS = ['Sildenafil', 'Atorvastatin', 'Gabapentin', 'Albuterol Sulfate HFA', 'Lisinopril', 'Amoxicillin'] as const;
