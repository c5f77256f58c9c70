import type { ToolDef } from './tool-types';
import { drugInfoTools } from './defs/drug-info';
import { classTools, ingredientTools } from './defs/classes';
import { priceTools } from './defs/prices';
import { comparisonTools } from './defs/comparisons';
import { pharmacyTools } from './defs/pharmacies';
import { payingTools } from './defs/paying';
import { codeTools, diagnosisTools } from './defs/codes';
import { serviceTools } from './defs/service';
import { calculatorTools } from './defs/calculators';
import { adherenceTools } from './defs/adherence';
import { signupTools } from './defs/signups';

/** Every iRxSavvy tool (rules#tool-pages): the landing page, the page table and the tests read this list. */
export const tools: ToolDef[] = [
  ...drugInfoTools,
  ...classTools,
  ...ingredientTools,
  ...priceTools,
  ...comparisonTools,
  ...pharmacyTools,
  ...payingTools,
  ...codeTools,
  ...diagnosisTools,
  ...serviceTools,
  ...calculatorTools,
  ...adherenceTools,
  ...signupTools,
];

const bySlug = new Map(tools.map((tool) => [tool.slug, tool]));

export function findTool(slug: string | undefined): ToolDef | undefined {
  return slug ? bySlug.get(slug) : undefined;
}
