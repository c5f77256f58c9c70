/**
 * The first-load route matcher of the route preloader. It runs in the browser as part of a tiny
 * generated script, so it must stay self-contained: no imports, no closures over module scope
 * (it is embedded with Function.prototype.toString).
 *
 * Ranks like React Router for the paths the page table uses: same number of segments, a fixed
 * segment beats a `:param`; returns the index of the best pattern, or -1.
 */
export function bestRoute(pathname: string, patterns: readonly string[]): number {
  const split = (path: string) => path.split('/').filter(Boolean);
  const segments = split(pathname.replace(/\/+$/, '') || '/');
  let best = -1;
  let bestScore = -1;
  for (let i = 0; i < patterns.length; i += 1) {
    const parts = split(patterns[i]!);
    if (parts.length !== segments.length) continue;
    let score = 0;
    let matches = true;
    for (let s = 0; s < parts.length && matches; s += 1) {
      if (parts[s]!.startsWith(':')) score += 3;
      else if (parts[s]!.toLowerCase() === segments[s]!.toLowerCase()) score += 10;
      else matches = false;
    }
    if (matches && score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}
