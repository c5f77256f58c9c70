import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a named export: a part of a page that is fetched the first time it renders
 * (after a click, or in a rare state such as an error), so the page's first load leaves it out.
 */
export function lazyNamed<M extends Record<K, ComponentType<never>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
