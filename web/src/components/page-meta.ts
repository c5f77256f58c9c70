import { useEffect } from 'react';

export function setDocumentMeta(title: string, description: string): void {
  document.title = title;
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

export function setRobotsNoindex(noindex: boolean): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (!noindex) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'robots';
    document.head.append(meta);
  }
  meta.content = 'noindex';
}

/** For pages whose description depends on data (e.g. the lowest price of a drug). */
export function usePageDescription(description: string | undefined): void {
  useEffect(() => {
    if (description) setDocumentMeta(document.title, description);
  }, [description]);
}

/** `<link rel="canonical">`: set for indexable pages, removed (undefined) for the others. */
export function setCanonicalUrl(url: string | undefined): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!url) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = url;
}

/**
 * `<link rel="alternate" hreflang>` for a page that exists in more than one language: one per
 * language and an `x-default` (the English page); none (removed) when given none.
 */
export function setLanguageAlternates(alternates: { hreflang: string; href: string }[]): void {
  document.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const { hreflang, href } of alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}
