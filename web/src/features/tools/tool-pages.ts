import type { ComponentType } from 'react';
import { BRAND } from '../../../../shared/brand';
import type { ToolMeta } from './tool-types';
// Titles and descriptions only (generated from the definitions by `npm run gen:tool-meta`), so the
// page table does not pull zod and every tool definition into the first page load.
import toolMetaJson from './tool-meta.json';

const tools = toolMetaJson as ToolMeta[];

interface ToolPageEntry {
  path: string;
  title: string;
  description: string;
  load: () => Promise<{ default: ComponentType }>;
  noindex?: boolean;
}

const suffix = ` | ${BRAND.name}`;
const loadToolPage = () => import('./ToolPage');

export const TOOLS_LANDING_TITLE = `iRxSavvy: Free Prescription Drug, Price and Code Tools${suffix}`;
export const TOOLS_LANDING_DESCRIPTION = `Free ${BRAND.name} tools for patients, caregivers and pharmacists: drug information, classes and alternatives, prices, pharmacies, ICD-10 and RxNorm codes.`;

/** The page-table entries of the tools: the landing page, one page per tool, then unknown slugs (not found). */
export const toolPages: ToolPageEntry[] = [
  {
    path: '/irxsavvy',
    title: TOOLS_LANDING_TITLE,
    description: TOOLS_LANDING_DESCRIPTION,
    load: () => import('./ToolsLandingPage'),
  },
  ...tools.map((tool) => ({
    path: `/irxsavvy/${tool.slug}`,
    title: `${tool.title}${suffix}`,
    description: tool.description,
    load: loadToolPage,
  })),
  {
    path: '/irxsavvy/:tool',
    title: `Page Not Found${suffix}`,
    description: `The page you asked for is not on ${BRAND.name}. Search a drug or go back to the home page.`,
    load: loadToolPage,
    noindex: true,
  },
];
