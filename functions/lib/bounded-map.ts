/**
 * Puts `value` last in a Map used as a small per-container memo (most recently used last) and drops
 * the oldest entry once the map holds more than `max`.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
