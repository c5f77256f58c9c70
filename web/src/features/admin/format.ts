/** Display helpers of the admin pages. */
export const orDash = (value: number | string | null | undefined): string => (value === null || value === undefined ? '—' : String(value));

export const money = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : `$${value.toFixed(2)}`);

export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** YYYY-MM-DD of a date in UTC (the coupon-view and snapshot days are UTC days). */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);
