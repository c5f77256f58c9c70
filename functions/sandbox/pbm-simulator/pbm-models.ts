import { pbmDirectory } from '../../domain/pricing/pbm-directory';
import type { PbmEntry } from '../../domain/pricing/pbm-port';

/**
 * How each simulated PBM prices: its published rule, its network and its latency. This is the
 * PBM's side of the wire; RxSavvy's code learns prices, build-ups and network membership only by
 * asking over HTTP (see server.ts), as it would ask a real PBM.
 *
 * Generic drugs: the ingredient cost is either a discount off NADAC or a MAC (maximum allowable
 * cost) of NADAC × macMultiplier. Brand drugs: a discount off AWP, with AWP = NADAC × 1.2 (brand
 * AWP typically sits ~20% above acquisition cost). Then the dispensing fee and the PBM's admin fee
 * (spec §9: typically $2 to $3) are added; the price never goes under `minimumPrice`.
 * `formula.ts` turns a rule and a reference cost into a price, step by step.
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

export interface PbmModel {
  rule: PbmRule;
  /** Share of pharmacies in its network (deterministic by NPI). */
  networkShare: number;
  /** Latency: lognormal median in ms and spread (sigma); heavy tail. */
  latency: { medianMs: number; sigma: number };
}

/** A registry entry with the model the simulator prices it by. */
export type SimulatedPbm = PbmEntry & PbmModel;

const rule = (r: Partial<PbmRule>): PbmRule => ({
  genericBasis: 'NADAC-discount', genericDiscountPct: 0, macMultiplier: 1.1, brandDiscountPct: 15, dispensingFee: 2, adminFee: 2.5, minimumPrice: 4, ...r,
});

export const PBM_MODELS: Readonly<Record<string, PbmModel>> = {
  scriptsave: { rule: rule({ genericDiscountPct: 5, dispensingFee: 2.5, adminFee: 2.25 }), networkShare: 0.95, latency: { medianMs: 25, sigma: 0.5 } },
  'axe-north': { rule: rule({ genericBasis: 'MAC', macMultiplier: 1.05, dispensingFee: 3, adminFee: 2 }), networkShare: 0.8, latency: { medianMs: 30, sigma: 0.6 } },
  'axe-south': { rule: rule({ genericDiscountPct: 10, dispensingFee: 3.5, adminFee: 2.75 }), networkShare: 0.75, latency: { medianMs: 35, sigma: 0.6 } },
  'axe-east': { rule: rule({ genericBasis: 'MAC', macMultiplier: 0.98, dispensingFee: 4, adminFee: 3, brandDiscountPct: 18 }), networkShare: 0.6, latency: { medianMs: 40, sigma: 0.7 } },
  'axe-west': { rule: rule({ genericDiscountPct: 2, dispensingFee: 2, adminFee: 2.5, brandDiscountPct: 12 }), networkShare: 0.85, latency: { medianMs: 28, sigma: 0.5 } },
  'axe-central': { rule: rule({ genericBasis: 'MAC', macMultiplier: 1.15, dispensingFee: 1.75, adminFee: 2.25 }), networkShare: 0.7, latency: { medianMs: 45, sigma: 0.8 } },
  'axe-plains': { rule: rule({ genericDiscountPct: 8, dispensingFee: 3.25, adminFee: 2.5, brandDiscountPct: 16 }), networkShare: 0.65, latency: { medianMs: 50, sigma: 0.8 } },
  'axe-pacific': { rule: rule({ genericBasis: 'MAC', macMultiplier: 1.02, dispensingFee: 2.75, adminFee: 3 }), networkShare: 0.7, latency: { medianMs: 60, sigma: 0.9 } },
  changehealthcare: { rule: rule({ genericDiscountPct: 6, dispensingFee: 2.25, adminFee: 2, brandDiscountPct: 14 }), networkShare: 0.9, latency: { medianMs: 35, sigma: 0.6 } },
  'medimpact-direct': { rule: rule({ genericDiscountPct: 12, dispensingFee: 4.5, adminFee: 2.75, minimumPrice: 6 }), networkShare: 0.55, latency: { medianMs: 70, sigma: 1.0 } },
  'navitus-save': { rule: rule({ genericBasis: 'MAC', macMultiplier: 1.08, dispensingFee: 2.5, adminFee: 2, brandDiscountPct: 20 }), networkShare: 0.5, latency: { medianMs: 55, sigma: 0.9 } },
  'prime-value': { rule: rule({ genericDiscountPct: 0, dispensingFee: 1.5, adminFee: 3, brandDiscountPct: 10, minimumPrice: 3 }), networkShare: 0.8, latency: { medianMs: 40, sigma: 0.7 } },
};

/** Every PBM of the registry that has a model (all twelve: tests/unit/pbm-simulator checks it). */
export const SIMULATED_PBMS: readonly SimulatedPbm[] = pbmDirectory.list().flatMap((pbm) => {
  const model = PBM_MODELS[pbm.id];
  return model ? [{ ...pbm, ...model }] : [];
});

export const simulatedPbm = (id: string): SimulatedPbm | undefined => SIMULATED_PBMS.find((p) => p.id === id);
