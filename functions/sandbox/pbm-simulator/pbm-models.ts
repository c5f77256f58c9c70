import { pbmDirectory } from '../../domain/pricing/pbm-directory';
import type { PbmEntry } from '../../domain/pricing/pbm-port';

/**
 * How each simulated PBM prices: its published rule, its network and its latency. This is the
 * PBM's side of the wire; RxSavvy's code learns prices, build-ups and network membership only by
 * asking over HTTP (see server.ts), as it would ask a real PBM.
 *
 * Every PBM prices by the same stated formula (formula.ts), with its own terms:
 * - Generic: the lesser of AWP less the pharmacy segment's discount (market.ts), adjusted by the
 *   PBM's `genericAwpAdjustPts`, and the PBM's MAC for the product: NADAC × a multiple between
 *   `macRange.min` and `macRange.max` (drawn per product), × the segment's MAC factor, × the
 *   PBM's contract with the pharmacy's company (0.85–1.15, per PBM and company).
 * - Brand: estimated AWP (= WAC × 1.2, WAC = NADAC ÷ 0.94–1.00 per NDC) less the pharmacy company's
 *   card brand rate (14–18%, mail 2–8 points deeper), adjusted by the PBM's `brandAdjustPts`, × the
 *   pharmacy type's brand level against the large chains (0.97–1.06 [S24]); never under NADAC.
 * - Then the pharmacy's dispensing fee (mail: `mailDispensingFee`) and the PBM's admin fee; never
 *   under `minimumPrice`. The patient pays the lesser of that and the pharmacy's cash price.
 * Sources of each range: functions/domain/pricing/README.md.
 */
export interface PbmRule {
  /** MAC = NADAC × a multiple in this range per product: "cost × 1.0–2.0" per PBM × drug (market-facts.md, suggested calibration). */
  macRange: { min: number; max: number };
  /** Points added to (or taken from) the segment's AWP discount on generics: PBMs differ by ±3 points (assumed). */
  genericAwpAdjustPts: number;
  /**
   * Points the PBM's network adds to the pharmacy's brand rate (market.ts: AWP less 14–18% [S8,
   * S47]): 0 to −1, i.e. some networks pay up to a point less off AWP (assumed); the result stays
   * within the sourced 14–18%.
   */
  brandAdjustPts: number;
  /** Retail dispensing fee: $0.50–$2.00 [S8, S9]. */
  dispensingFee: number;
  /** Mail dispensing fee: $0–$1 [S46, S47]. */
  mailDispensingFee: number;
  /** The PBM's per-claim admin fee: $2–$3 (rules#constants; $1–$6 in [S3, S4]). */
  adminFee: number;
  /** The least the PBM prices a fill at (assumed, $3–$6). */
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
  macRange: { min: 1.0, max: 2.0 }, genericAwpAdjustPts: 0, brandAdjustPts: -0.5, dispensingFee: 1.5, mailDispensingFee: 0.5, adminFee: 2.5, minimumPrice: 4, ...r,
});

export const PBM_MODELS: Readonly<Record<string, PbmModel>> = {
  scriptsave: { rule: rule({ macRange: { min: 1.1, max: 1.6 }, dispensingFee: 1.75, adminFee: 2.25 }), networkShare: 0.95, latency: { medianMs: 25, sigma: 0.5 } },
  'axe-north': { rule: rule({ macRange: { min: 1.0, max: 1.5 }, genericAwpAdjustPts: 2, dispensingFee: 1.25, adminFee: 2 }), networkShare: 0.8, latency: { medianMs: 30, sigma: 0.6 } },
  'axe-south': { rule: rule({ macRange: { min: 1.2, max: 2.0 }, genericAwpAdjustPts: -2, dispensingFee: 2, adminFee: 2.75, brandAdjustPts: 0 }), networkShare: 0.75, latency: { medianMs: 35, sigma: 0.6 } },
  'axe-east': { rule: rule({ macRange: { min: 1.0, max: 1.8 }, dispensingFee: 1.5, adminFee: 3, brandAdjustPts: -0.25 }), networkShare: 0.6, latency: { medianMs: 40, sigma: 0.7 } },
  'axe-west': { rule: rule({ macRange: { min: 1.3, max: 2.0 }, genericAwpAdjustPts: 1, dispensingFee: 1, adminFee: 2.5, brandAdjustPts: -1 }), networkShare: 0.85, latency: { medianMs: 28, sigma: 0.5 } },
  'axe-central': { rule: rule({ macRange: { min: 1.05, max: 1.4 }, genericAwpAdjustPts: -3, dispensingFee: 1.75, adminFee: 2.25 }), networkShare: 0.7, latency: { medianMs: 45, sigma: 0.8 } },
  'axe-plains': { rule: rule({ macRange: { min: 1.2, max: 1.9 }, genericAwpAdjustPts: 3, dispensingFee: 0.75, adminFee: 2.5, brandAdjustPts: 0 }), networkShare: 0.65, latency: { medianMs: 50, sigma: 0.8 } },
  'axe-pacific': { rule: rule({ macRange: { min: 1.0, max: 1.7 }, dispensingFee: 1.25, adminFee: 3, mailDispensingFee: 1 }), networkShare: 0.7, latency: { medianMs: 60, sigma: 0.9 } },
  changehealthcare: { rule: rule({ macRange: { min: 1.15, max: 1.75 }, genericAwpAdjustPts: 1, dispensingFee: 1.5, adminFee: 2, brandAdjustPts: 0 }), networkShare: 0.9, latency: { medianMs: 35, sigma: 0.6 } },
  'medimpact-direct': { rule: rule({ macRange: { min: 1.0, max: 1.3 }, genericAwpAdjustPts: 2, dispensingFee: 2, adminFee: 2.75, minimumPrice: 6 }), networkShare: 0.55, latency: { medianMs: 70, sigma: 1.0 } },
  'navitus-save': { rule: rule({ macRange: { min: 1.05, max: 1.6 }, dispensingFee: 1.25, adminFee: 2, brandAdjustPts: 0, mailDispensingFee: 0 }), networkShare: 0.5, latency: { medianMs: 55, sigma: 0.9 } },
  'prime-value': { rule: rule({ macRange: { min: 1.4, max: 2.0 }, genericAwpAdjustPts: -1, dispensingFee: 0.5, adminFee: 3, brandAdjustPts: -1, minimumPrice: 3 }), networkShare: 0.8, latency: { medianMs: 40, sigma: 0.7 } },
};

/** Every PBM of the registry that has a model (all twelve: tests/unit/pbm-simulator checks it). */
export const SIMULATED_PBMS: readonly SimulatedPbm[] = pbmDirectory.list().flatMap((pbm) => {
  const model = PBM_MODELS[pbm.id];
  return model ? [{ ...pbm, ...model }] : [];
});

export const simulatedPbm = (id: string): SimulatedPbm | undefined => SIMULATED_PBMS.find((p) => p.id === id);
