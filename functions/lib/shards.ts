/**
 * Write sharding for counters that every visitor (or every Coupon API request) touches at once: one
 * partition key per day or hour would take every write of a busy day on one DynamoDB partition
 * (1,000 writes a second at most). Writes pick one of WRITE_SHARDS keys at random; readers query
 * them all and merge. Eight is ample for the traffic a hot day brings and keeps reads at eight Queries.
 */
export const WRITE_SHARDS = 8;

export const randomShard = (base: string): string => `${base}#${Math.floor(Math.random() * WRITE_SHARDS)}`;

export const everyShard = (base: string): string[] => Array.from({ length: WRITE_SHARDS }, (_, i) => `${base}#${i}`);

/** The same shard for the same id every time: for keys an item keeps (an index it is re-sorted in), spread over every shard. */
export function stableShard(base: string, id: string): string {
  let h = 0;
  for (let i = 0; i < id.length; i += 1) h = (h * 31 + id.charCodeAt(i)) >>> 0;
  return `${base}#${h % WRITE_SHARDS}`;
}
