import * as z from 'zod';
import { apiErrorSchema, type Contract } from '../../../shared/contract';
import { BRAND } from '../../../shared/brand';

/**
 * The Coupon API's OpenAPI 3.1 document, generated from the same zod contracts the handlers
 * validate with (zod 4 `z.toJSONSchema`): it cannot drift from the code. The openapi route hands
 * over the keyed contracts (couponApiContracts, which a test holds to the route table's `api-key` routes).
 */
type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[]; description?: string };

const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
};

function queryParameters(schema: z.ZodType) {
  const json = schemaOf(schema, 'input');
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest };
  });
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
const gatewayResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } } },
});

/** Route ids become operation ids: `v1PricesNear` -> `pricesNear`. */
const operationId = (id: string) => id.replace(/^v1([A-Z])/, (_m, c: string) => c.toLowerCase());

/** One operation per contract, in their order; `servers` is relative: the document is served by the API it describes, on whatever host. */
export function buildOpenApiDocument(contracts: readonly Contract[], serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const contract of contracts) {
    paths[contract.path] = {
      ...paths[contract.path],
      [contract.method.toLowerCase()]: {
        operationId: operationId(contract.id),
        summary: SUMMARIES[contract.id] ?? contract.id,
        security: [{ ApiKey: [] }],
        parameters: queryParameters(contract.query),
        ...(contract.method === 'GET' ? {} : { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(contract.body, 'input') } } } }),
        responses: {
          '200': { description: 'OK', content: { 'application/json': { schema: schemaOf(contract.response, 'output') } } },
          '400': errorResponse('Invalid input: the message names the parameter.'),
          '401': gatewayResponse('No x-api-key header.'),
          '403': gatewayResponse('The key is unknown, revoked, or its subscription has ended.'),
          '404': errorResponse('The drug, NDC or pharmacy is not in the catalog.'),
          '429': {
            ...errorResponse("Over the key's requests-per-minute limit."),
            headers: { 'Retry-After': { description: 'Seconds until the next request is accepted.', schema: { type: 'integer' } } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${BRAND.name} Coupon API`,
      version: '1.0.0',
      description: [
        `Prescription discount coupon prices from 12 PBMs at US pharmacies. Most requests return in under 200 ms.`,
        'Authenticate with your API key in the `x-api-key` header. Money is in integer US cents (`priceCents: 1234` is $12.34);',
        'dates are ISO 8601 in UTC. Every price says when it was checked (`checkedAt`) and which PBMs answered (`providersAnswered`).',
      ].join(' '),
      contact: { email: BRAND.email },
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      securitySchemes: { ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      schemas: { Error: schemaOf(apiErrorSchema, 'output') },
    },
  };
}

const SUMMARIES: Record<string, string> = {
  v1DrugSearch: 'Drug names for a typeahead (q, limit 1 to 10)',
  v1PopularDrugs: 'The most prescribed drugs',
  v1DrugFormulations: 'Forms, strengths, NDCs and package quantities of a drug label',
  v1PricesNear: 'The best coupon price at each pharmacy within 50 miles of a zip code',
  v1PricesAtPharmacies: 'The best coupon price at up to 50 pharmacies by NPI',
  v1MailOrderPrices: 'Mail-order pharmacy coupon prices',
  'coupon-api-basket': 'A list of 1 to 10 prescriptions priced together near a zip code: the cheapest pharmacy for all, the cheapest split, mail order',
};
