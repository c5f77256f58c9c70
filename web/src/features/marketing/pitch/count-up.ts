import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../../components/use-media-query';

/** rules#pitch-pages, rules#constants: the count-up runs 1500 ms at 60 frames per second. */
export const COUNT_UP_MS = 1500;
export const COUNT_UP_FPS = 60;
export const COUNT_UP_FRAMES = Math.round((COUNT_UP_MS / 1000) * COUNT_UP_FPS);

interface ParsedStat {
  prefix: string;
  value: number;
  decimals: number;
  suffix: string;
}

/** "$3.45" → prefix "$", 3.45, 2 decimals; "3:1" counts the 3; a stat without a number does not count. */
export function parseStat(stat: string): ParsedStat | undefined {
  const match = /^(\D*?)(\d+(?:\.(\d+))?)(.*)$/.exec(stat);
  if (!match) return undefined;
  return { prefix: match[1] ?? '', value: Number(match[2]), decimals: match[3]?.length ?? 0, suffix: match[4] ?? '' };
}

/** The text shown at `frame` of COUNT_UP_FRAMES (ease-out, exact at the last frame). */
export function countUpFrame(stat: string, frame: number): string {
  const parsed = parseStat(stat);
  if (!parsed || frame >= COUNT_UP_FRAMES) return stat;
  const t = Math.max(0, frame) / COUNT_UP_FRAMES;
  const eased = 1 - (1 - t) ** 3;
  return `${parsed.prefix}${(parsed.value * eased).toFixed(parsed.decimals)}${parsed.suffix}`;
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/** The stat's text, counting up once `run` is true; the final text at once when motion is reduced. */
export function useCountUp(stat: string, run: boolean): string {
  const reduced = usePrefersReducedMotion();
  const [frame, setFrame] = useState(0);
  const animate = run && !reduced && parseStat(stat) !== undefined;

  useEffect(() => {
    if (!animate) return;
    let current = 0;
    const timer = setInterval(() => {
      current += 1;
      setFrame(current);
      if (current >= COUNT_UP_FRAMES) clearInterval(timer);
    }, 1000 / COUNT_UP_FPS);
    return () => clearInterval(timer);
  }, [animate]);

  if (reduced || !parseStat(stat)) return stat;
  return countUpFrame(stat, run ? frame : 0);
}
