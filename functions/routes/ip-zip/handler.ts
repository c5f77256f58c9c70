import { ipZipContract } from '../../../shared/contracts/prices';
import { httpHandler } from '../../lib/http';
import { zipFromViewerHeaders } from '../../lib/viewer-zip';

export const handler = httpHandler(ipZipContract, async ({ event }) => zipFromViewerHeaders(event), {
  cacheControl: 'private, no-store',
});
