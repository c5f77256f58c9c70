import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvRows } from '../../functions/domain/catalog/importers/csv';
import { PHARMACY_ROWS } from '../../functions/domain/catalog/seed/pharmacy-rows';

const SOURCE = join(import.meta.dirname, '..', '..', '..', 'shared', 'data', 'us_pharmacy_locations_hhs_paxlovid_2022.csv');

describe.skipIf(!existsSync(SOURCE))('the pharmacy directory against its source (HHS locator, 2022; skipped: ../shared/data is absent)', () => {
  it('holds only retail rows of the HHS file, with their NPI, zip and coordinates', () => {
    const byNpi = new Map<string, Record<string, string>>();
    for (const { row } of csvRows(readFileSync(SOURCE, 'utf8'))) if (row?.npi) byNpi.set(row.npi, row);
    for (const [npi, , , , , state, zip, lat, lon] of PHARMACY_ROWS) {
      const source = byNpi.get(npi);
      expect(source, npi).toBeDefined();
      expect(source!.likely_retail_pharmacy, npi).toBe('Y');
      expect(source!.state, npi).toBe(state);
      expect((source!.zip ?? '').slice(0, 5).padStart(5, '0'), npi).toBe(zip);
      expect(Math.abs(Number(source!.latitude) - lat), npi).toBeLessThan(1e-4);
      expect(Math.abs(Number(source!.longitude) - lon), npi).toBeLessThan(1e-4);
    }
  });
});
