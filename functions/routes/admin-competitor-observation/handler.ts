import { adminCompetitorObservationContract } from '../../../shared/contracts/competitor-prices';
import { ObservationError, recordObservation } from '../../domain/catalog/competitor-repository';
import { badRequest } from '../../lib/errors';
import { httpHandler } from '../../lib/http';

/** Records a competitor price an admin observed, with its date and source (admin only). */
export const handler = httpHandler(adminCompetitorObservationContract, async ({ body }) => {
  try {
    const { drugId: _drugId, ...observation } = await recordObservation(body, 'admin');
    return { observation };
  } catch (err) {
    if (err instanceof ObservationError) throw badRequest('invalid_observation', err.message);
    throw err;
  }
});
