/** Small decorative line icons (our own, inline; no icon fonts or third-party images). */
const paths = {
  savings: 'M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4',
  pharmacy: 'M4 21V8l8-5 8 5v13H4zM12 10v6M9 13h6',
  chart: 'M4 20V10M10 20V4M16 20v-8M22 20H2',
  people: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6M2 20c0-3 3-5 6-5s6 2 6 5M16 15c3 0 6 2 6 5',
  phone: 'M7 2h10v20H7zM11 18h2',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  swap: 'M4 8h14l-4-4M20 16H6l4 4',
  check: 'M4 12l5 5L20 6',
  doctor: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6M12 15v4M10 17h4',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="mk-icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
