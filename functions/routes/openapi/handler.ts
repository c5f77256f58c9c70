import { couponApiContracts, openapiContract } from '../../../shared/contracts/coupon-api';
import { httpHandler } from '../../lib/http';
import { buildOpenApiDocument } from '../../domain/coupon-api/openapi';

/** The keyed Coupon API routes (tests/unit/coupon-api/openapi.test.ts: exactly the route table's `api-key` routes, in its order). */
const document = buildOpenApiDocument(couponApiContracts);

/** The Coupon API's OpenAPI 3.1 document: public, the same for everyone, cacheable. */
export const handler = httpHandler(openapiContract, async () => document, { cacheControl: 'public, max-age=3600' });
