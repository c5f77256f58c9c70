/** rules#constants logo mapping: our own text marks (no third-party images) in each chain's colour. */
const MARKS: Record<string, { label: string; colour: string }> = {
  walgreens: { label: 'Walgreens', colour: '#b5121b' },
  kroger: { label: 'Kroger', colour: '#134b97' },
  albertsons: { label: 'Albertsons', colour: '#0b5394' },
  walmart: { label: 'Walmart', colour: '#004f9a' },
  'rite aid': { label: 'Rite Aid', colour: '#0a3d7e' },
  cvs: { label: 'CVS', colour: '#b00000' },
};

/** 'CVS Pharmacy', 'cvs', 'Rite Aid Pharmacy' -> the chain key; other names have no mark. */
export function pharmacyLogoKey(pharmacyName: string): string | undefined {
  const key = pharmacyName.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ pharmacy$/, '');
  return key in MARKS ? key : undefined;
}

export function PharmacyLogo({ pharmacyName }: { pharmacyName: string }) {
  const key = pharmacyLogoKey(pharmacyName);
  if (!key) return null;
  const mark = MARKS[key]!;
  const width = 24 + mark.label.length * 13;
  return (
    <svg className="pharmacy-logo" role="img" aria-label={`${mark.label} logo`} viewBox={`0 0 ${width} 40`} width={width} height={40}>
      <rect width={width} height={40} rx={8} fill={mark.colour} />
      <text x={width / 2} y={27} textAnchor="middle" fill="#fff" fontFamily="system-ui, sans-serif" fontSize={20} fontWeight={700}>
        {mark.label}
      </text>
    </svg>
  );
}
