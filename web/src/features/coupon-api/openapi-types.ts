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
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** A short type label for a schema: `string`, `integer (cents)`, `array of object`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(' or ');
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
  }
  return rows;
}
