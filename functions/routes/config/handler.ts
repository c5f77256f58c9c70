import { configContract } from '../../../shared/contracts/config';
import { httpHandler } from '../../lib/http';
import { requestHost, requestOrigin } from '../../lib/request-info';
import { runtimeConfigFor } from '../../domain/config/runtime-config';

export const handler = httpHandler(configContract, async ({ event }) =>
  runtimeConfigFor(requestHost(event), requestOrigin(event)),
);
