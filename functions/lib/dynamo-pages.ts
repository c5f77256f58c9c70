import { paginateQuery, paginateScan, type QueryCommandInput, type ScanCommandInput } from './cjs/lib-dynamodb.cjs';
import { ddb } from './aws';

/** Every item of a query, one at a time, page after page (the SDK's paginator follows LastEvaluatedKey). */
export async function* queryItems<T>(input: QueryCommandInput): AsyncGenerator<T> {
  for await (const page of paginateQuery({ client: ddb() }, input)) yield* (page.Items ?? []) as T[];
}

/** Every item of a scan, one at a time, page after page: for small tables only (admin lists, cache clearing). */
export async function* scanItems<T>(input: ScanCommandInput): AsyncGenerator<T> {
  for await (const page of paginateScan({ client: ddb() }, input)) yield* (page.Items ?? []) as T[];
}

export function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  return collect(queryItems<T>(input));
}

export function scanAll<T>(input: ScanCommandInput): Promise<T[]> {
  return collect(scanItems<T>(input));
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
