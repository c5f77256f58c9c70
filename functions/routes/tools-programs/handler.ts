import { toolsProgramsContract } from '../../../shared/contracts/tools-prices';
import { requireDrug } from '../../domain/pricing/drug-selection';
import { summarise } from '../../domain/reference/lookup';
import { MANUFACTURER_PROGRAMS } from '../../../shared/manufacturer-programs';
import { CHARITIES } from '../../domain/reference/programs';
import { httpHandler } from '../../lib/http';

const NOTE = 'Programs are run by their sponsors and applied at the pharmacy or by the sponsor, never on this site. Eligibility rules apply; manufacturer copay cards are generally not for Medicare or Medicaid patients.';

/** iRxSavvy payment programs: a brand's manufacturer copay and assistance programs; charities. */
export const handler = httpHandler(toolsProgramsContract, async ({ query }) => {
  if (query.view === 'charities') {
    const group = query.drugName ? await requireDrug(query.drugName) : undefined;
    const brandPrograms = group ? MANUFACTURER_PROGRAMS.filter((p) => group.labels.some((l) => l.name === p.brand)) : [];
    return { ...(group ? { drug: summarise(group) } : {}), programs: brandPrograms, charities: [...CHARITIES], note: NOTE };
  }
  const group = await requireDrug(query.drugName);
  const programs = MANUFACTURER_PROGRAMS.filter((p) => group.labels.some((l) => l.brandGeneric === 'B' && l.name === p.brand));
  return { drug: summarise(group), programs, note: NOTE };
});
