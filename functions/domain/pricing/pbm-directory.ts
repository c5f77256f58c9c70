/**
 * The twelve PBMs RxSavvy prices through. Each has its own claim codes and its own published
 * pricing rule; `formula.ts` turns a rule and a reference cost into a price, step by step.
 *
 * Generic drugs: the ingredient cost is either a discount off NADAC or a MAC (maximum allowable
 * cost) of NADAC × macMultiplier. Brand drugs: a discount off AWP, with AWP = NADAC × 1.2 (brand
 * AWP typically sits ~20% above acquisition cost). Then the dispensing fee and the PBM's admin fee
 * (spec §9: typically $2 to $3) are added; the price never goes under `minimumPrice`.
 */
export interface PbmRule {
  genericBasis: 'NADAC-discount' | 'MAC';
  /** Percent off NADAC (generic, NADAC-discount). */
  genericDiscountPct: number;
  /** MAC unit price = NADAC × this (generic, MAC). */
  macMultiplier: number;
  /** Percent off AWP (brand). */
  brandDiscountPct: number;
  dispensingFee: number;
  adminFee: number;
  minimumPrice: number;
}

export interface Pbm {
  id: string;
  name: string;
  rxBin: string;
  rxPcn: string;
  rxGroup: string;
  memberPrefix: string;
  servicePhone: string;
  helpdeskPhone: string;
  rule: PbmRule;
  /** Share of pharmacies in its network (deterministic by NPI). */
  networkShare: number;
  /** Latency: lognormal median in ms and spread (sigma); heavy tail. */
  latency: { medianMs: number; sigma: number };
}

const rule = (r: Partial<PbmRule>): PbmRule => ({
  genericBasis: 'NADAC-discount', genericDiscountPct: 0, macMultiplier: 1.1, brandDiscountPct: 15, dispensingFee: 2, adminFee: 2.5, minimumPrice: 4, ...r,
});

export const PBMS: readonly Pbm[] = [
  { id: 'scriptsave', name: 'ScriptSave', rxBin: '006053', rxPcn: 'MSC', rxGroup: 'RX2002', memberPrefix: 'SS', servicePhone: '(800) 555-0150', helpdeskPhone: '(800) 555-0151', rule: rule({ genericDiscountPct: 5, dispensingFee: 2.5, adminFee: 2.25 }), networkShare: 0.95, latency: { medianMs: 25, sigma: 0.5 } },
  { id: 'axe-north', name: 'Axe North', rxBin: '023534', rxPcn: 'AXN', rxGroup: 'RXS100', memberPrefix: 'AN', servicePhone: '(800) 555-0152', helpdeskPhone: '(800) 555-0153', rule: rule({ genericBasis: 'MAC', macMultiplier: 1.05, dispensingFee: 3, adminFee: 2 }), networkShare: 0.8, latency: { medianMs: 30, sigma: 0.6 } },
  { id: 'axe-south', name: 'Axe South', rxBin: '610711', rxPcn: 'AXS', rxGroup: 'RXS200', memberPrefix: 'AS', servicePhone: '(800) 555-0154', helpdeskPhone: '(800) 555-0155', rule: rule({ genericDiscountPct: 10, dispensingFee: 3.5, adminFee: 2.75 }), networkShare: 0.75, latency: { medianMs: 35, sigma: 0.6 } },
  { id: 'axe-east', name: 'Axe East', rxBin: '610186', rxPcn: 'AXE', rxGroup: 'RXS300', memberPrefix: 'AE', servicePhone: '(800) 555-0156', helpdeskPhone: '(800) 555-0157', rule: rule({ genericBasis: 'MAC', macMultiplier: 0.98, dispensingFee: 4, adminFee: 3, brandDiscountPct: 18 }), networkShare: 0.6, latency: { medianMs: 40, sigma: 0.7 } },
  { id: 'axe-west', name: 'Axe West', rxBin: '610312', rxPcn: 'AXW', rxGroup: 'RXS400', memberPrefix: 'AW', servicePhone: '(800) 555-0158', helpdeskPhone: '(800) 555-0159', rule: rule({ genericDiscountPct: 2, dispensingFee: 2, adminFee: 2.5, brandDiscountPct: 12 }), networkShare: 0.85, latency: { medianMs: 28, sigma: 0.5 } },
  { id: 'axe-central', name: 'Axe Central', rxBin: '019827', rxPcn: 'AXC', rxGroup: 'RXS500', memberPrefix: 'AC', servicePhone: '(800) 555-0160', helpdeskPhone: '(800) 555-0161', rule: rule({ genericBasis: 'MAC', macMultiplier: 1.15, dispensingFee: 1.75, adminFee: 2.25 }), networkShare: 0.7, latency: { medianMs: 45, sigma: 0.8 } },
  { id: 'axe-plains', name: 'Axe Plains', rxBin: '013849', rxPcn: 'AXP', rxGroup: 'RXS600', memberPrefix: 'AP', servicePhone: '(800) 555-0162', helpdeskPhone: '(800) 555-0163', rule: rule({ genericDiscountPct: 8, dispensingFee: 3.25, adminFee: 2.5, brandDiscountPct: 16 }), networkShare: 0.65, latency: { medianMs: 50, sigma: 0.8 } },
  { id: 'axe-pacific', name: 'Axe Pacific', rxBin: '023541', rxPcn: 'AXF', rxGroup: 'RXS700', memberPrefix: 'AF', servicePhone: '(800) 555-0164', helpdeskPhone: '(800) 555-0165', rule: rule({ genericBasis: 'MAC', macMultiplier: 1.02, dispensingFee: 2.75, adminFee: 3 }), networkShare: 0.7, latency: { medianMs: 60, sigma: 0.9 } },
  { id: 'changehealthcare', name: 'Change Healthcare', rxBin: '021148', rxPcn: 'CHC', rxGroup: 'RXSAVVY', memberPrefix: 'CH', servicePhone: '(800) 555-0166', helpdeskPhone: '(800) 555-0167', rule: rule({ genericDiscountPct: 6, dispensingFee: 2.25, adminFee: 2, brandDiscountPct: 14 }), networkShare: 0.9, latency: { medianMs: 35, sigma: 0.6 } },
  { id: 'medimpact-direct', name: 'MedImpact Direct', rxBin: '003585', rxPcn: 'MID', rxGroup: 'RXS800', memberPrefix: 'MI', servicePhone: '(800) 555-0168', helpdeskPhone: '(800) 555-0169', rule: rule({ genericDiscountPct: 12, dispensingFee: 4.5, adminFee: 2.75, minimumPrice: 6 }), networkShare: 0.55, latency: { medianMs: 70, sigma: 1.0 } },
  { id: 'navitus-save', name: 'Navitus Save', rxBin: '610602', rxPcn: 'NVT', rxGroup: 'RXS900', memberPrefix: 'NV', servicePhone: '(800) 555-0170', helpdeskPhone: '(800) 555-0171', rule: rule({ genericBasis: 'MAC', macMultiplier: 1.08, dispensingFee: 2.5, adminFee: 2, brandDiscountPct: 20 }), networkShare: 0.5, latency: { medianMs: 55, sigma: 0.9 } },
  { id: 'prime-value', name: 'Prime Value', rxBin: '011552', rxPcn: 'PRV', rxGroup: 'RXS910', memberPrefix: 'PV', servicePhone: '(800) 555-0172', helpdeskPhone: '(800) 555-0173', rule: rule({ genericDiscountPct: 0, dispensingFee: 1.5, adminFee: 3, brandDiscountPct: 10, minimumPrice: 3 }), networkShare: 0.8, latency: { medianMs: 40, sigma: 0.7 } },
];

export const pbmById = (id: string): Pbm | undefined => PBMS.find((p) => p.id === id);
