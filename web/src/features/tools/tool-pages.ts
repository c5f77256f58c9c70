import type { ComponentType } from 'react';
import { BRAND } from '../../../../shared/brand';
import type { PageMeta } from '../../app/pages';

interface ToolPageEntry {
  path: string;
  title: string;
  description: string;
  load: () => Promise<{ default: ComponentType }>;
  dynamicMeta?: (params: Record<string, string | undefined>) => Promise<PageMeta>;
}

const suffix = ` | ${BRAND.name}`;

export const TOOLS_LANDING_TITLE = `iRxSavvy: Free Prescription Drug, Price and Code Tools${suffix}`;
export const TOOLS_LANDING_DESCRIPTION = `Free ${BRAND.name} tools for patients, caregivers and pharmacists: drug information, classes and alternatives, prices, pharmacies, ICD-10 and RxNorm codes.`;

const notFound: PageMeta = {
  title: `Page Not Found${suffix}`,
  description: `The page you asked for is not on ${BRAND.name}. Search a drug or go back to the home page.`,
  noindex: true,
};

/**
 * Each tool's title and description come from its definition, loaded with the tool page (the
 * registry is in the tool page's chunk anyway), so none of the 65 tools weighs on the first load
 * of other pages. The sitemap lists the tools from the same registry.
 */
async function toolPageMeta({ tool: slug }: Record<string, string | undefined>): Promise<PageMeta> {
  const { findTool } = await import('./registry');
  const tool = findTool(slug);
  return tool ? { title: `${tool.title}${suffix}`, description: tool.description } : notFound;
}

/** The page-table entries of the tools: the landing page, then one entry for every tool (unknown slugs are not found). */
export const toolPages: ToolPageEntry[] = [
  {
    path: '/irxsavvy',
    title: TOOLS_LANDING_TITLE,
    description: TOOLS_LANDING_DESCRIPTION,
    load: () => import('./ToolsLandingPage'),
  },
  {
    path: '/irxsavvy/:tool',
    title: `Free Prescription Tool${suffix}`,
    description: `A free ${BRAND.name} prescription tool.`,
    load: () => import('./ToolPage'),
    dynamicMeta: toolPageMeta,
  },
];
