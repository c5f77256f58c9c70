import type { ReactElement } from 'react';

/**
 * Our own inline SVG illustrations for the pitch pages (no third-party images, nothing fetched).
 * Each is drawn on a 320 × 200 canvas; the caller supplies the alt text.
 */
const scenes = {
  pharmacyCounter: (
    <>
      <rect x="20" y="40" width="280" height="140" rx="10" fill="#e7f6ee" />
      <rect x="40" y="60" width="110" height="70" rx="6" fill="#fff" stroke="#0b6e4f" strokeWidth="3" />
      <path d="M95 75v40M75 95h40" stroke="#0b6e4f" strokeWidth="8" strokeLinecap="round" />
      <rect x="20" y="140" width="280" height="40" rx="6" fill="#0b6e4f" />
      <rect x="180" y="70" width="90" height="56" rx="6" fill="#fff" stroke="#14213d" strokeWidth="2" />
      <path d="M192 86h66M192 98h46M192 110h56" stroke="#14213d" strokeWidth="3" strokeLinecap="round" />
      <circle cx="250" cy="30" r="18" fill="#f4a259" />
      <path d="M243 30l5 5 9-10" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  savingsChart: (
    <>
      <rect x="20" y="20" width="280" height="160" rx="10" fill="#f3f7f5" />
      <path d="M50 160V40M50 160h230" stroke="#14213d" strokeWidth="2" />
      <rect x="70" y="60" width="36" height="100" fill="#8a9a93" />
      <rect x="120" y="95" width="36" height="65" fill="#0b6e4f" />
      <rect x="180" y="75" width="36" height="85" fill="#8a9a93" />
      <rect x="230" y="118" width="36" height="42" fill="#0b6e4f" />
      <path d="M88 50l50 35 60-20 50 45" stroke="#f4a259" strokeWidth="4" fill="none" strokeLinecap="round" />
    </>
  ),
  teamReview: (
    <>
      <rect x="20" y="20" width="280" height="160" rx="10" fill="#e7f6ee" />
      <circle cx="90" cy="80" r="22" fill="#0b6e4f" />
      <path d="M55 150c0-25 15-40 35-40s35 15 35 40z" fill="#0b6e4f" />
      <circle cx="160" cy="74" r="22" fill="#14213d" />
      <path d="M125 150c0-25 15-40 35-40s35 15 35 40z" fill="#14213d" />
      <rect x="205" y="55" width="75" height="95" rx="6" fill="#fff" stroke="#14213d" strokeWidth="2" />
      <path d="M217 75l6 6 10-12M217 100l6 6 10-12M217 125l6 6 10-12" stroke="#0b6e4f" strokeWidth="3" fill="none" />
      <path d="M240 78h28M240 103h28M240 128h28" stroke="#8a9a93" strokeWidth="3" />
    </>
  ),
  phoneCoupon: (
    <>
      <rect x="20" y="20" width="280" height="160" rx="10" fill="#f3f7f5" />
      <rect x="115" y="28" width="90" height="150" rx="14" fill="#14213d" />
      <rect x="123" y="42" width="74" height="116" rx="4" fill="#fff" />
      <rect x="131" y="52" width="58" height="22" rx="4" fill="#0b6e4f" />
      <path d="M131 86h58M131 98h40M131 110h50" stroke="#8a9a93" strokeWidth="4" />
      <path d="M131 126h6M141 126h3M148 126h8M160 126h3M167 126h6M177 126h3M183 126h6" stroke="#14213d" strokeWidth="14" />
      <circle cx="60" cy="60" r="20" fill="#f4a259" />
      <circle cx="262" cy="140" r="16" fill="#0b6e4f" />
    </>
  ),
  handshake: (
    <>
      <rect x="20" y="20" width="280" height="160" rx="10" fill="#e7f6ee" />
      <path d="M40 120l60-40h40l30 20" stroke="#14213d" strokeWidth="14" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M280 120l-60-40h-40l-30 30 20 10 30-20" stroke="#0b6e4f" strokeWidth="14" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="160" cy="50" r="14" fill="#f4a259" />
    </>
  ),
  dataPrivacy: (
    <>
      <rect x="20" y="20" width="280" height="160" rx="10" fill="#f3f7f5" />
      <path d="M160 35l60 22v45c0 38-26 60-60 68-34-8-60-30-60-68V57z" fill="#0b6e4f" />
      <rect x="138" y="92" width="44" height="36" rx="5" fill="#fff" />
      <path d="M146 92v-10a14 14 0 0 1 28 0v10" stroke="#fff" strokeWidth="6" fill="none" />
      <circle cx="160" cy="110" r="5" fill="#14213d" />
    </>
  ),
  apiCode: (
    <>
      <rect x="20" y="20" width="280" height="160" rx="10" fill="#14213d" />
      <circle cx="40" cy="38" r="5" fill="#f4a259" />
      <circle cx="56" cy="38" r="5" fill="#8a9a93" />
      <path d="M45 70h70M45 92h120M65 114h90M65 136h140M45 158h50" stroke="#cfe8dc" strokeWidth="6" strokeLinecap="round" />
      <path d="M230 80l-20 25 20 25M260 80l20 25-20 25" stroke="#f4a259" strokeWidth="6" fill="none" strokeLinecap="round" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IllustrationName = keyof typeof scenes;

export function Illustration({ name, alt }: { name: IllustrationName; alt: string }) {
  return (
    <svg className="mk-illustration" viewBox="0 0 320 200" role="img" aria-label={alt}>
      {scenes[name]}
    </svg>
  );
}
