/** rules#search-bar: a search goes to /{drug name, URL-encoded} and keeps the z and p query keys. */
export function drugPath(name: string, current: URLSearchParams): string {
  const keep = new URLSearchParams();
  for (const key of ['z', 'p']) {
    const value = current.get(key);
    if (value) keep.set(key, value);
  }
  const query = keep.toString();
  return `/${encodeURIComponent(name.trim())}${query ? `?${query}` : ''}`;
}
