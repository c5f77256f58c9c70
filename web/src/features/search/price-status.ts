import type { DrugDetails, PriceStatus } from '../../../../shared/contracts/prices';

/** What a row of the priced set without a price says instead (shared/contracts/prices.ts PRICE_STATUSES). */
export const ROW_STATUS_TEXT: Record<Exclude<PriceStatus, 'priced'>, { label: string; hint: string }> = {
  checking: { label: 'Checking prices…', hint: 'A pricing service that may cover this pharmacy has not answered yet. This row fills in by itself.' },
  unavailable: { label: 'No coupon price', hint: 'None of the pricing services has a price at this pharmacy for this prescription.' },
};

/** Above the list while some rows are still being checked: how many pricing services answered, and that the list updates by itself. */
export function checkingNote(details: Pick<DrugDetails, 'providersAsked' | 'providersAnswered' | 'providersChecking'>): string | undefined {
  const waiting = details.providersChecking.length;
  if (!waiting) return undefined;
  return `${details.providersAnswered.length} of ${details.providersAsked.length} pricing services have answered; ${waiting} ${waiting === 1 ? 'is' : 'are'} still being checked. The list updates by itself.`;
}

/** Where the checking note stood once the last PBM was heard: the line stays (the list below it does not move up), with the outcome. */
export function answeredNote(details: Pick<DrugDetails, 'providersAsked' | 'providersAnswered'>): string {
  const asked = details.providersAsked.length;
  const answered = details.providersAnswered.length;
  return answered === asked ? `All ${asked} pricing services have answered.` : `${answered} of ${asked} pricing services answered.`;
}

/** Whether any row of the answer has a price or may still get one (else the page says the drug is not covered, or names the empty area). */
export const hasPricesOrChecking = (details: Pick<DrugDetails, 'drugs'>): boolean => details.drugs.some((d) => d.priceStatus !== 'unavailable');
