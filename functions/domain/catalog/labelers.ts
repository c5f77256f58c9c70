/**
 * NDC labeler codes (the first 5 digits of an 11-digit NDC) of labelers common in the seed. A code
 * not listed shows as "Labeler 12345": true, if less friendly, rather than a guess.
 */
const LABELERS: Record<string, string> = {
  '00002': 'Eli Lilly', '00004': 'Genentech', '00006': 'Merck Sharp & Dohme', '00009': 'Pharmacia & Upjohn (Pfizer)',
  '00024': 'Sanofi-Aventis', '00025': 'G.D. Searle (Pfizer)', '00049': 'Roerig (Pfizer)', '00054': 'Hikma (Roxane)',
  '00069': 'Pfizer', '00071': 'Parke-Davis (Pfizer)', '00078': 'Novartis', '00093': 'Teva', '00113': 'L. Perrigo',
  '00143': 'Hikma (West-Ward)', '00172': 'Ivax (Teva)', '00173': 'GlaxoSmithKline', '00185': 'Eon Labs (Sandoz)',
  '00187': 'Bausch Health', '00228': 'Actavis', '00310': 'AstraZeneca', '00378': 'Mylan', '00406': 'Mallinckrodt',
  '00456': 'Forest Laboratories', '00591': 'Watson (Actavis)', '00597': 'Boehringer Ingelheim', '00603': 'Qualitest',
  '00781': 'Sandoz', '00904': 'Major Pharmaceuticals', '21695': 'Rebel Distributors (repackager)',
  '35356': 'Lake Erie Medical (repackager)', '49999': 'Quality Care Products (repackager)', '50090': 'A-S Medication Solutions (repackager)',
  '52125': 'RemedyRepack (repackager)', '54868': 'Physicians Total Care (repackager)', '55154': 'Cardinal Health',
  '55289': 'PD-Rx Pharmaceuticals (repackager)',
};

export function labelerOf(ndc: string): string {
  const code = ndc.slice(0, 5);
  return LABELERS[code] ?? `Labeler ${code}`;
}
