/**
 * The PBMs a visitor can pick in the pbm-ndc-price tool (id and display name). Mirrors the PBM
 * registry, functions/domain/pricing/pbm-directory.ts, which the web may not import;
 * tests/unit/tools/pbm-options.test.ts fails if the two drift apart.
 */
export const PBM_OPTIONS: readonly { id: string; name: string }[] = [
  { id: 'scriptsave', name: 'ScriptSave' },
  { id: 'axe-north', name: 'Axe North' },
  { id: 'axe-south', name: 'Axe South' },
  { id: 'axe-east', name: 'Axe East' },
  { id: 'axe-west', name: 'Axe West' },
  { id: 'axe-central', name: 'Axe Central' },
  { id: 'axe-plains', name: 'Axe Plains' },
  { id: 'axe-pacific', name: 'Axe Pacific' },
  { id: 'changehealthcare', name: 'Change Healthcare' },
  { id: 'medimpact-direct', name: 'MedImpact Direct' },
  { id: 'navitus-save', name: 'Navitus Save' },
  { id: 'prime-value', name: 'Prime Value' },
];
