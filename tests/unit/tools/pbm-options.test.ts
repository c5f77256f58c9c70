import { describe, expect, it } from 'vitest';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { PBM_OPTIONS } from '../../../shared/tools/pbm-options';

describe('the PBMs the web offers', () => {
  it('are the registry\'s PBMs, same ids, names and order', () => {
    expect(PBM_OPTIONS).toEqual(pbmDirectory.list().map((p) => ({ id: p.id, name: p.name })));
  });
});
