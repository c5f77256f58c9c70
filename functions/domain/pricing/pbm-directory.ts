import type { ClaimCodes, PbmDirectory, PbmEntry } from './pbm-port';

/**
 * The twelve PBMs RxSavvy prices through, and the claim codes each coupon carries: BIN, PCN,
 * group, the member id RxSavvy was issued (it starts with the PBM's member prefix) and the
 * PBM's phone lines. How each PBM prices is its own business: ask it through `PbmClient`.
 *
 * The web keeps copies it may import: shared/pbm.ts (BIN families, the general coupon) and
 * shared/tools/pbm-options.ts (ids and names); tests/unit/tools/pbm-options.test.ts and
 * tests/unit/web/search-results.test.ts fail if they drift from this list.
 */
const PBMS: readonly PbmEntry[] = [
  { id: 'scriptsave', name: 'ScriptSave', rxBin: '006053', rxPcn: 'MSC', rxGroup: 'RX2002', memberPrefix: 'SS', memberId: 'SS807080844', servicePhone: '(800) 555-0150', helpdeskPhone: '(800) 555-0151' },
  { id: 'axe-north', name: 'Axe North', rxBin: '023534', rxPcn: 'AXN', rxGroup: 'RXS100', memberPrefix: 'AN', memberId: 'AN768650448', servicePhone: '(800) 555-0152', helpdeskPhone: '(800) 555-0153' },
  { id: 'axe-south', name: 'Axe South', rxBin: '610711', rxPcn: 'AXS', rxGroup: 'RXS200', memberPrefix: 'AS', memberId: 'AS369064478', servicePhone: '(800) 555-0154', helpdeskPhone: '(800) 555-0155' },
  { id: 'axe-east', name: 'Axe East', rxBin: '610186', rxPcn: 'AXE', rxGroup: 'RXS300', memberPrefix: 'AE', memberId: 'AE846352466', servicePhone: '(800) 555-0156', helpdeskPhone: '(800) 555-0157' },
  { id: 'axe-west', name: 'Axe West', rxBin: '610312', rxPcn: 'AXW', rxGroup: 'RXS400', memberPrefix: 'AW', memberId: 'AW179305370', servicePhone: '(800) 555-0158', helpdeskPhone: '(800) 555-0159' },
  { id: 'axe-central', name: 'Axe Central', rxBin: '019827', rxPcn: 'AXC', rxGroup: 'RXS500', memberPrefix: 'AC', memberId: 'AC418778911', servicePhone: '(800) 555-0160', helpdeskPhone: '(800) 555-0161' },
  { id: 'axe-plains', name: 'Axe Plains', rxBin: '013849', rxPcn: 'AXP', rxGroup: 'RXS600', memberPrefix: 'AP', memberId: 'AP544301445', servicePhone: '(800) 555-0162', helpdeskPhone: '(800) 555-0163' },
  { id: 'axe-pacific', name: 'Axe Pacific', rxBin: '023541', rxPcn: 'AXF', rxGroup: 'RXS700', memberPrefix: 'AF', memberId: 'AF057248838', servicePhone: '(800) 555-0164', helpdeskPhone: '(800) 555-0165' },
  { id: 'changehealthcare', name: 'Change Healthcare', rxBin: '021148', rxPcn: 'CHC', rxGroup: 'RXSAVVY', memberPrefix: 'CH', memberId: 'CH197062546', servicePhone: '(800) 555-0166', helpdeskPhone: '(800) 555-0167' },
  { id: 'medimpact-direct', name: 'MedImpact Direct', rxBin: '003585', rxPcn: 'MID', rxGroup: 'RXS800', memberPrefix: 'MI', memberId: 'MI097272758', servicePhone: '(800) 555-0168', helpdeskPhone: '(800) 555-0169' },
  { id: 'navitus-save', name: 'Navitus Save', rxBin: '610602', rxPcn: 'NVT', rxGroup: 'RXS900', memberPrefix: 'NV', memberId: 'NV860603993', servicePhone: '(800) 555-0170', helpdeskPhone: '(800) 555-0171' },
  { id: 'prime-value', name: 'Prime Value', rxBin: '011552', rxPcn: 'PRV', rxGroup: 'RXS910', memberPrefix: 'PV', memberId: 'PV650234817', servicePhone: '(800) 555-0172', helpdeskPhone: '(800) 555-0173' },
];

const byId = new Map(PBMS.map((p) => [p.id, p]));

export const pbmDirectory: PbmDirectory = {
  list: () => PBMS,
  byId: (id) => byId.get(id),
  claimCodes(id): ClaimCodes | undefined {
    const pbm = byId.get(id);
    if (!pbm) return undefined;
    const { rxBin, rxPcn, rxGroup, memberId, servicePhone, helpdeskPhone } = pbm;
    return { rxBin, rxPcn, rxGroup, memberId, servicePhone, helpdeskPhone };
  },
};
