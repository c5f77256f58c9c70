import type { ToolDef, ToolField } from './tool-types';

/** The tool's inputs as they sit in the URL query (only its own fields; empty values dropped). */
export function readInputs(tool: ToolDef, params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of tool.fields) {
    const value = params.get(field.name)?.trim();
    if (value) out[field.name] = value;
    else if (field.defaultValue !== undefined) out[field.name] = field.defaultValue;
  }
  return out;
}

/** True once the visitor asked (any field in the URL), or the tool runs without input. */
export function hasAsked(tool: ToolDef, params: URLSearchParams): boolean {
  return Boolean(tool.autoRun) || tool.fields.some((f) => params.get(f.name)?.trim());
}

export type ParseResult<I> = { ok: true; input: I } | { ok: false; errors: Record<string, string> };

/** Validates with the tool's zod schema; messages are keyed by field (the form shows them in place). */
export function parseInputs<I>(tool: ToolDef<I>, values: Record<string, string>): ParseResult<I> {
  const missing = tool.fields.filter((f) => f.required && !values[f.name]?.trim());
  if (missing.length) return { ok: false, errors: Object.fromEntries(missing.map((f) => [f.name, `Enter ${f.label.toLowerCase()}.`])) };
  const result = tool.schema.safeParse(values);
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? tool.fields[0]?.name ?? 'form');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export function toSearch(fields: ToolField[], values: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = values[field.name]?.trim();
    if (value) params.set(field.name, value);
  }
  return params;
}
