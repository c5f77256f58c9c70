import { toolsScheduleOptionsContract } from '../../../shared/contracts/tools-regimen';
import { httpHandler } from '../../lib/http';
import { scheduleOptions } from '../../domain/tools/schedule-options';

/** GET /api/tools/schedule-options: once-daily alternatives and combination products for a list of medications. */
export const handler = httpHandler(toolsScheduleOptionsContract, async ({ query }) => scheduleOptions(query.meds));
