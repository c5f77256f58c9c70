/**
 * The ids of the twelve PBMs, for infra (the Monitoring stack alarms each by id), which may not
 * import functions/domain. The registry (functions/domain/pricing/pbm-directory.ts) is the source;
 * tests/unit/pricing/pbm-ids.test.ts holds the two to the same ids in the same order.
 */
export const PBM_IDS = [
  'scriptsave', 'axe-north', 'axe-south', 'axe-east', 'axe-west', 'axe-central', 'axe-plains', 'axe-pacific',
  'changehealthcare', 'medimpact-direct', 'navitus-save', 'prime-value',
] as const;
