import type * as z from 'zod';
import type { IngredientsResponse, ingredientsQuerySchema } from '../../../shared/contracts/tools';
import { listDrugGroups } from '../catalog/drug-repository';
import { requireDrug } from '../pricing/drug-selection';
import { summarise } from '../reference/lookup';
import { RXNORM_INGREDIENTS } from '../reference/rxnorm-ingredients';
import { notFound } from '../../lib/errors';

type Query = z.output<typeof ingredientsQuerySchema>;

/** "metformin" finds "metformin hydrochloride": a word of the ingredient name starts with the text. */
function matchesIngredient(name: string, text: string): boolean {
  const want = text.toLowerCase().trim();
  return name === want || name.split(/\s+/).some((w) => w.startsWith(want)) || name.startsWith(want);
}

export async function ingredients(query: Query): Promise<IngredientsResponse> {
  if (query.view === 'of-drug') {
    const group = await requireDrug(query.drugName);
    return {
      drug: summarise(group),
      ingredients: group.ingredients.map((name) => ({ name, rxcui: RXNORM_INGREDIENTS[name]?.[0] ?? null, tty: RXNORM_INGREDIENTS[name]?.[1] ?? null })),
    };
  }
  const groups = (await listDrugGroups()).filter((g) => g.ingredients.some((i) => matchesIngredient(i, query.ingredient)));
  if (!groups.length) throw notFound('ingredient_not_found', `No drug in the catalog contains an ingredient named "${query.ingredient.slice(0, 100)}".`);
  if (query.view === 'drugs-with') {
    return {
      ingredient: query.ingredient,
      drugs: groups.map((g) => ({ id: g.id, generic: g.generic, brand: g.brand, drugClass: g.drugClass, ingredients: g.ingredients, combination: g.ingredients.length > 1 })),
    };
  }
  return {
    ingredient: query.ingredient,
    labels: groups.flatMap((g) => g.labels.map((l) => ({ name: l.name, brandGeneric: l.brandGeneric, drug: g.generic, ingredients: g.ingredients }))),
  };
}
