import { toolsStatusContract } from '../../../shared/contracts/tools-codes';
import { httpHandler } from '../../lib/http';
import { serviceStatus } from '../../domain/tools/status';

/** iRxSavvy status page: the public health of the price service, without internals. */
export const handler = httpHandler(toolsStatusContract, async () => serviceStatus(), { cacheControl: 'public, max-age=60' });
