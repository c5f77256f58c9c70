import { openapiContract } from '../../../shared/contracts/coupon-api';
import { httpHandler } from '../../lib/http';
import { buildOpenApiDocument } from '../../domain/coupon-api/openapi';
import { routes, type RouteDef } from '../../tables/routes';

const document = buildOpenApiDocument(routes as readonly RouteDef[]);

/** The Coupon API's OpenAPI 3.1 document: public, the same for everyone, cacheable. */
export const handler = httpHandler(openapiContract, async () => document, { cacheControl: 'public, max-age=3600' });
