import { describe, expect, it } from 'vitest';
import { meteringRecordSchema } from '../../../shared/contracts/marketplace';
import { METERING_STATUS_LABELS } from '../../../web/src/features/marketplace/MarketplaceAdminPage';

describe('the marketplace admin metering table', () => {
  it('names every status a metering record can have, and says an expired one was never billed', () => {
    expect(Object.keys(METERING_STATUS_LABELS).sort()).toEqual([...meteringRecordSchema.shape.status.options].sort());
    expect(METERING_STATUS_LABELS.expired).toMatch(/not billed/);
    expect(METERING_STATUS_LABELS.failed).toMatch(/retried/);
  });
});
