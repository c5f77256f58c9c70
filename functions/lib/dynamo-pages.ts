import { paginateQuery, paginateScan, type QueryCommandInput, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from './aws';

/** Every item of a query, page after page (the SDK's paginator follows LastEvaluatedKey). */
export async function queryAll<T>(input: QueryCommandInput): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateQuery({ client: ddb() }, input)) items.push(...((page.Items ?? []) as T[]));
  return items;
}

/** Every item of a scan, page after page: for small tables only (admin lists, cache clearing). */
export async function scanAll<T>(input: ScanCommandInput): Promise<T[]> {
  const items: T[] = [];
  for await (const page of paginateScan({ client: ddb() }, input)) items.push(...((page.Items ?? []) as T[]));
  return items;
}
