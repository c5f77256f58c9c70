import { escapeHtml } from '../../../../shared/html';

/** rules#calls: the forms send an HTML body; every typed value is escaped, labels are ours. */
export function contactBody(fields: [label: string, value: string][]): string {
  return fields
    .filter(([, value]) => value.trim() !== '')
    .map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
