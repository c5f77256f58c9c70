import type { LocalService } from './service';
import type { DrugGroup, ReferenceCost } from '../../domain/catalog/model';
import { queryPartition } from '../../domain/catalog/store';
import { parseFaults, startPbmSimulator } from '../../sandbox/pbm-simulator/server';

/**
 * The PBM simulator beside `npm start`. Its price file is the catalog's reference costs as stored
 * (seed or imported NADAC), read once at start. PBM_SIMULATOR_LATENCY=none and
 * PBM_SIMULATOR_FAULTS="id:fault,..." tune it for tests and benchmarks.
 */
export const pbmSimulatorService: LocalService = {
  name: 'pbm-simulator',
  async start() {
    const costs = new Map((await queryPartition<ReferenceCost & { sk: string }>('drugs', 'cost')).map((c) => [c.sk, c]));
    const brandOf = new Map<string, 'G' | 'B'>();
    for (const group of await queryPartition<DrugGroup>('drugs', 'group')) {
      for (const label of group.labels) for (const f of label.formulations) brandOf.set(f.ndc, label.brandGeneric);
    }
    const simulator = await startPbmSimulator({
      seed: 42,
      latency: process.env.PBM_SIMULATOR_LATENCY === 'none' ? 'none' : 'realistic',
      faults: parseFaults(process.env.PBM_SIMULATOR_FAULTS),
      referenceCost: (ndc) => {
        const cost = costs.get(ndc);
        return cost ? { unitCost: cost.unitCost, pricingUnit: cost.pricingUnit, brandGeneric: brandOf.get(ndc) ?? 'G', ...(cost.asOf ? { asOf: cost.asOf } : {}), ...(cost.genericUnitCost ? { genericUnitCost: cost.genericUnitCost } : {}) } : undefined;
      },
    });
    return { env: { PBM_SIMULATOR_URL: simulator.url }, close: () => simulator.close() };
  },
};
