import { BRAND } from '../../../shared/brand';

/** The wordmark, drawn inline: no image request, crisp at any size. */
export function Logo() {
  return (
    <span className="logo" role="img" aria-label={BRAND.name}>
      <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" focusable="false">
        <rect width="28" height="28" rx="7" fill="currentColor" />
        <path d="M8 20V8h6a4 4 0 0 1 0 8h-6m6 0 5 5m0-5-5 5" stroke="#fff" strokeWidth="2.4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span aria-hidden="true">
        Rx<strong>Savvy</strong>
      </span>
    </span>
  );
}
