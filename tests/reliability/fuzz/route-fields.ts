import * as z from 'zod';
import type { RouteDef } from '../../../functions/tables/routes';

export interface Field {
  name: string;
  /** The JSON Schema type the contract declares, when it declares one. */
  type?: string;
}

type JsonSchema = { properties?: Record<string, { type?: string }>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

function collect(schema: JsonSchema, out: Map<string, Field>): Map<string, Field> {
  for (const [name, sub] of Object.entries(schema.properties ?? {})) out.set(name, { name, type: sub.type });
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) collect(branch, out);
  return out;
}

/** The top-level fields a route's contract reads from the query string or the JSON body (every branch of a union). */
export function routeFields(route: RouteDef): Field[] {
  let fields = known.get(route);
  if (!fields) {
    const schema = route.contract.method === 'GET' ? route.contract.query : route.contract.body;
    fields = [...collect(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema, new Map()).values()];
    known.set(route, fields);
  }
  return fields;
}
const known = new WeakMap<RouteDef, Field[]>();

/** A value that passes a typical check of this field, so the hostile value next to it is what gets judged. */
export function plausibleValue(field: Field): string | number | boolean {
  if (/zip/i.test(field.name)) return '92101';
  if (/email/i.test(field.name)) return 'fuzz@example.com';
  if (/phone/i.test(field.name)) return '+14155550100';
  if (/^ndc$/i.test(field.name)) return '00093721001';
  if (/npi/i.test(field.name)) return '1275562282';
  if (/drug/i.test(field.name)) return 'Lisinopril';
  if (field.type === 'number' || field.type === 'integer' || /qty|quantity|limit|days|hours/i.test(field.name)) return 30;
  if (field.type === 'boolean') return true;
  return 'x';
}
