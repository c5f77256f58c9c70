import { describe, expect, it } from 'vitest';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { pbmFromBin } from '../../../shared/pbm';

const PBMS = pbmDirectory.list();

describe('the PBM registry', () => {
  it('issues member ids under each PBM\'s own prefix, and finds each PBM by id', () => {
    expect(new Set(PBMS.map((p) => p.id)).size).toBe(PBMS.length);
    for (const pbm of PBMS) {
      expect(pbm.memberId.startsWith(pbm.memberPrefix), pbm.id).toBe(true);
      expect(pbmDirectory.byId(pbm.id)).toBe(pbm);
      expect(pbmDirectory.claimCodes(pbm.id)).toEqual({
        rxBin: pbm.rxBin, rxPcn: pbm.rxPcn, rxGroup: pbm.rxGroup, memberId: pbm.memberId, servicePhone: pbm.servicePhone, helpdeskPhone: pbm.helpdeskPhone,
      });
    }
    expect(pbmDirectory.byId('no-such-pbm')).toBeUndefined();
    expect(pbmDirectory.claimCodes('no-such-pbm')).toBeUndefined();
  });
});

describe('the spec BIN mapping', () => {
  it('maps BINs to PBM families', () => {
    expect(pbmFromBin('006053')).toBe('ScriptSave');
    for (const bin of ['023534', '610711', '610186', '610312', '019827', '013849', '023541']) expect(pbmFromBin(bin)).toBe('Axe');
    expect(pbmFromBin('021148')).toBe('ChangeHealthcare');
    expect(pbmFromBin('999999')).toBe('Retail');
  });
  it('is honoured by the twelve PBMs', () => {
    expect(PBMS).toHaveLength(12);
    expect(PBMS.map((p) => pbmFromBin(p.rxBin)).filter((f) => f === 'Axe')).toHaveLength(7);
    expect(PBMS.find((p) => pbmFromBin(p.rxBin) === 'ScriptSave')).toBeDefined();
    expect(PBMS.find((p) => pbmFromBin(p.rxBin) === 'ChangeHealthcare')).toBeDefined();
  });
});
