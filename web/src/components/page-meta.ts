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
