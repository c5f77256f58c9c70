/**
 * RFC 4180 CSV: quoted fields, "" escapes, commas and newlines inside quotes, CRLF or LF.
 * Yields each record with the line it started on, so a malformed row can be reported by line.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** An unterminated quote or a stray quote inside an unquoted field. */
  broken: boolean;
}

export function* parseCsv(text: string): Generator<CsvRecord> {
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let broken = false;
  let line = 1;
  let startLine = 1;
  let i = 0;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRecord = (): CsvRecord => {
    fields.push(field);
    const record = { line: startLine, fields, broken };
    fields = [];
    field = '';
    broken = false;
    return record;
  };
  while (i < input.length) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        field += c;
      }
      i += 1;
      continue;
    }
    if (c === '"') {
      if (field === '') quoted = true;
      else broken = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i += 1;
      const record = endRecord();
      line += 1;
      startLine = line;
      if (!(record.fields.length === 1 && record.fields[0] === '')) yield record;
    } else field += c;
    i += 1;
  }
  if (quoted) broken = true;
  if (field !== '' || fields.length) yield endRecord();
}

/** Header-keyed rows; header names are matched case- and space-insensitively. */
export function* csvRows(text: string): Generator<{ line: number; row: Record<string, string> | undefined }> {
  let header: string[] | undefined;
  for (const record of parseCsv(text)) {
    if (!header) {
      header = record.fields.map(normaliseHeader);
      continue;
    }
    if (record.broken || record.fields.length !== header.length) {
      yield { line: record.line, row: undefined };
      continue;
    }
    yield { line: record.line, row: Object.fromEntries(header.map((h, i) => [h, record.fields[i]!.trim()])) };
  }
}

export const normaliseHeader = (h: string): string => h.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

export interface ImportReport {
  loaded: number;
  updated: number;
  unknown: number;
  malformed: number;
  /** Line numbers (and why) of skipped rows, first 50. */
  problems: string[];
}

export const emptyReport = (): ImportReport => ({ loaded: 0, updated: 0, unknown: 0, malformed: 0, problems: [] });

export function reject(report: ImportReport, line: number, why: string): void {
  report.malformed += 1;
  if (report.problems.length < 50) report.problems.push(`line ${line}: ${why}`);
}
