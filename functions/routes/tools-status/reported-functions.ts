// Derived from functions/tables/routes.ts by tests/unit/tools/status-functions.test.ts: do not edit by hand.
// To write it again: npx vitest run --project unit tests/unit/tools/status-functions.test.ts -u
import type { RouteId } from '../../../shared/api-routes';
import type { FunctionLimits } from '../../domain/admin/function-health';

/** The functions the public status page reports on (domain/tools/status.ts isReported), with the limits the route table deploys them with. */
export const REPORTED_FUNCTION_LIMITS = {
  'drug-name': { memoryMb: 512, timeoutSeconds: 3 },
  'similar-drug-names': { memoryMb: 512, timeoutSeconds: 3 },
  'drug-formulation': { memoryMb: 512, timeoutSeconds: 5 },
  'drug-details': { memoryMb: 1024, timeoutSeconds: 5 },
  'mail-order-pricing': { memoryMb: 1024, timeoutSeconds: 5 },
  'price-comparison': { memoryMb: 1024, timeoutSeconds: 5 },
  'price-history': { memoryMb: 256, timeoutSeconds: 3 },
  'coupon-email': { memoryMb: 512, timeoutSeconds: 10 },
  'coupon-sms': { memoryMb: 512, timeoutSeconds: 10 },
  'tools-drug-info': { memoryMb: 1024, timeoutSeconds: 8 },
  'tools-drug-classes': { memoryMb: 1024, timeoutSeconds: 10 },
  'tools-ingredients': { memoryMb: 512, timeoutSeconds: 5 },
  'tools-prices': { memoryMb: 1024, timeoutSeconds: 10 },
  'tools-pharmacies': { memoryMb: 1024, timeoutSeconds: 8 },
  'tools-comparisons': { memoryMb: 512, timeoutSeconds: 5 },
  'tools-programs': { memoryMb: 256, timeoutSeconds: 5 },
  'tools-icd10': { memoryMb: 512, timeoutSeconds: 5 },
  'tools-rxnorm': { memoryMb: 512, timeoutSeconds: 5 },
  'tools-status': { memoryMb: 256, timeoutSeconds: 10 },
  'tools-supply-options': { memoryMb: 1024, timeoutSeconds: 10 },
  'tools-pill-packs': { memoryMb: 512, timeoutSeconds: 5 },
  'tools-schedule-options': { memoryMb: 512, timeoutSeconds: 5 },
} as const satisfies Partial<Record<RouteId, FunctionLimits>>;
