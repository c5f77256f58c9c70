import { expect, type Page } from '@playwright/test';

/** Records every request the page makes to a host other than the site's own. */
export function watchThirdPartyRequests(page: Page, baseURL: string): { assertNone(): void } {
  const own = new URL(baseURL).host;
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.protocol.startsWith('http') && url.host !== own) foreign.push(url.origin);
  });
  return { assertNone: () => expect(foreign).toEqual([]) };
}
