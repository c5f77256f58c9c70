/** "2026-09-14" → "September 14, 2026" (dates are calendar days, so formatted in UTC). */
export function formatPostDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
