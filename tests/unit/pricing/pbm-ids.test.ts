import { expect, it } from 'vitest';
import { pbmDirectory } from '../../../functions/domain/pricing/pbm-directory';
import { PBM_IDS } from '../../../functions/tables/pbm-ids';

it('the PBM ids infra alarms on are the registry\'s, in its order', () => {
  expect([...PBM_IDS]).toEqual(pbmDirectory.list().map((p) => p.id));
});
