import type { LocalService } from './service';
import { loadPriceFile } from '../../sandbox/pbm-simulator/price-file';
import { parseFaults, startPbmSimulator } from '../../sandbox/pbm-simulator/server';

/**
 * The PBM simulator beside `npm start`. Its price file is the catalog's reference costs as stored
 * (seed or imported NADAC), read once at start. PBM_SIMULATOR_LATENCY=none and
 * PBM_SIMULATOR_FAULTS="id:fault,..." tune it for tests and benchmarks.
 */
export const pbmSimulatorService: LocalService = {
  name: 'pbm-simulator',
  async start() {
    const simulator = await startPbmSimulator({
      seed: 42,
      latency: process.env.PBM_SIMULATOR_LATENCY === 'none' ? 'none' : 'realistic',
      faults: parseFaults(process.env.PBM_SIMULATOR_FAULTS),
      referenceCost: await loadPriceFile(),
    });
    return { env: { PBM_SIMULATOR_URL: simulator.url }, close: () => simulator.close() };
  },
};
