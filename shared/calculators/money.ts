/** Money in the calculators is dollars rounded to whole cents at each step a plan would round. */
export const cents = (dollars: number): number => Math.round(dollars * 100) / 100;
export const nonNegative = (dollars: number): number => (dollars > 0 ? dollars : 0);
