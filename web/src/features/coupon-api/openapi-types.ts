/** The parts of the generated OpenAPI 3.1 document the reference page shows. */
export interface JsonSchema {
  type?: string | string[];
  description?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
}

export interface OpenApiParameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  parameters: OpenApiParameter[];
  /** A POST's JSON body (POST /v1/basket). */
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** A short type label for a schema: `string`, `integer (cents)`, `array of object`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.anyOf ?? schema.oneOf) return (schema.anyOf ?? schema.oneOf)!.map(typeLabel).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array') return `array of ${schema.items ? typeLabel(schema.items) : 'any'}`;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** Limits worth telling a developer: length, range, pattern. */
export function constraints(schema: JsonSchema): string {
  const parts: string[] = [];
  if (schema.minimum !== undefined) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) parts.push(`at most ${schema.maxLength} characters`);
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  return parts.join(', ');
}

export interface FieldRow {
  path: string;
  type: string;
  description: string;
}

/** Flattens a response schema into rows like `prices[].priceCents`. */
export function fieldRows(schema: JsonSchema, prefix = ''): FieldRow[] {
  const rows: FieldRow[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    rows.push({ path, type: typeLabel(property), description: property.description ?? '' });
    if (property.properties) rows.push(...fieldRows(property, path));
    if (property.items?.properties) rows.push(...fieldRows(property.items, `${path}[]`));
    // A list of one of several shapes (a price row priced or not yet priced): every shape's fields, once each.
    const variants = property.items?.anyOf ?? property.items?.oneOf;
    if (variants) rows.push(...mergeRows(variants.map((variant) => fieldRows(variant, `${path}[]`))));
  }
  return rows;
}

/** One row per field path across variants: their types and descriptions joined where they differ. */
function mergeRows(variants: FieldRow[][]): FieldRow[] {
  const byPath = new Map<string, FieldRow>();
  for (const row of variants.flat()) {
    const seen = byPath.get(row.path);
    if (!seen) byPath.set(row.path, { ...row });
    else {
      if (!seen.type.split(' or ').includes(row.type)) seen.type = `${seen.type} or ${row.type}`;
      if (row.description && !seen.description.includes(row.description)) seen.description = seen.description ? `${seen.description} Otherwise: ${row.description}` : row.description;
    }
  }
  return [...byPath.values()];
}

/** Values a developer can paste: what each query parameter of the examples is set to. */
const SAMPLE_PARAMS: Record<string, string> = {
  q: 'lisin', limit: '5', drugName: 'Lisinopril', zip: '92101', quantity: '30', npis: '1234567893', ndc: '00591040601',
};

/**
 * A curl call of one route with its required parameters (and a zip where it takes one), against
 * `baseUrl`; a route with a JSON body (a POST) sends a sample of it (`-d` makes curl POST).
 */
export function curlExample(baseUrl: string, path: string, parameters: readonly OpenApiParameter[], body?: JsonSchema): string {
  const query = new URLSearchParams();
  for (const p of parameters) {
    const sample = SAMPLE_PARAMS[p.name];
    if (sample && (p.required || p.name === 'zip')) query.set(p.name, sample);
  }
  const qs = query.toString();
  const data = body ? ` -H "content-type: application/json" \\\n  -d '${JSON.stringify(sampleOf(body))}'` : '';
  return `curl -H "x-api-key: $RXSAVVY_API_KEY"${data} \\\n  "${baseUrl}${path}${qs ? `?${qs}` : ''}"`;
}

/** Sample values by field name, so a sample answer reads like a real one. */
const SAMPLE_VALUES: Record<string, unknown> = {
  name: 'Lisinopril', drugName: 'Lisinopril', pharmacyName: 'CVS PHARMACY', form: 'Tablet', strength: '20 mg', ndc: '00591040601', gsn: '000412',
  quantity: 30, quantityToDisplay: '30 tablets', quantityLabel: '30 tablets', zip: '92101', radiusMiles: 50, priceCents: 412, retailPriceCents: 3511,
  npi: '1234567893', distanceMiles: 0.42, rxBin: '610711', rxPcn: 'AXRX', rxGroup: 'RXS01', memberId: 'RXS1234567', pbm: 'ScriptSave',
  servicePhone: '(800) 555-0100', helpdeskPhone: '(800) 555-0101', brandName: 'Zestril', drugClass: 'ACE inhibitor', rank: 1,
};

/**
 * A sample answer built from the response schema itself (so it cannot drift from the contract):
 * one item per array, the first choice of a union or enum, realistic values for known field names.
 */
export function sampleOf(schema: JsonSchema, name = ''): unknown {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sampleOf(variants[0]!, name);
  if (name in SAMPLE_VALUES) return SAMPLE_VALUES[name];
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, key)]));
  }
  if (type === 'array') return schema.items ? [sampleOf(schema.items, name.replace(/s$/, ''))] : [];
  if (type === 'integer') return schema.minimum ?? 1;
  if (type === 'number') return schema.minimum ?? 1.5;
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  if (schema.format === 'date-time') return '2026-03-03T14:15:00.000Z';
  return 'string';
}
