import { describe, expect, it } from 'vitest';
import { matchPage } from '../../../web/src/app/route-table';

describe('matchPage: which page-table entry the router shows', () => {
  it('a fixed path wins over the /{drugName} catch-all', () => {
    expect(matchPage('/faq').page?.path).toBe('/faq');
    expect(matchPage('/search').page?.path).toBe('/search');
  });

  it('a single segment that is no page is the drug page, with the drug as a parameter', () => {
    const { page, params } = matchPage('/Albuterol%20Sulfate%20HFA');
    expect(page?.path).toBe('/:drugName');
    expect(params.drugName).toBe('Albuterol Sulfate HFA');
  });

  it('redirects and unknown deeper paths are not pages', () => {
    expect(matchPage('/portal').page).toBeUndefined();
    expect(matchPage('/no/such/page').page).toBeUndefined();
  });

  it('a path with parameters carries them', () => {
    const { page, params } = matchPage('/blog/some-post');
    expect(page?.path).toBe('/blog/:id');
    expect(params.id).toBe('some-post');
  });
});
