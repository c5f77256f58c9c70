/**
 * Reads a CMS NADAC description ("LEVOTHYROXINE 137 MCG TABLET", "AZELASTINE 0.15% SPRAY",
 * "ELIQUIS 5 MG TABLET") into name, strength and form, in the words the site shows.
 */
export interface ParsedDescription {
  /** Upper case, as NADAC writes it: "METFORMIN HCL ER". */
  name: string;
  /** "137 mcg", "0.15%", "100 units/mL", '' when the description has none. */
  strength: string;
  dosageQuantity: number;
  dosageUnit: string;
  /** Display form: "Tablet", "Nasal Spray", "Inhaler". */
  form: string;
}

const UNIT = /^(MG|MCG|GM|G|GRAM|ML|%|UNIT|UNITS|MEQ|MMOL|IU|MILLION|BILLION|CELLS|MG\/ML|MCG\/ML|UNIT\/ML|UNITS\/ML|MG\/5ML|MG\/5|MG\/G|MCG\/G|MCG\/HR|MG\/HR|MG\/24HR|MG\/DAY|MCG\/DAY|MCG\/ACT|MCG\/SPRAY|MCG\/DOSE|MG\/DOSE|MG\/ACT|MCG\/INH|MG\/PACKET|PERCENT|HR|HOUR|[A-Z]+\/[\d.]+|[A-Z]+-[\d.]+)$/;
const NUMBER = /^\d[\d.,]*(-\d[\d.,]*)*(\/\d[\d.,]*)*(%|MG|MCG|ML|GM|G|MEQ)?$/;

const FORM_WORDS: Record<string, string> = {
  TAB: 'Tablet', TABS: 'Tablet', TABLET: 'Tablet', TABLETS: 'Tablet', CAP: 'Capsule', CAPS: 'Capsule', CAPSULE: 'Capsule', SOLN: 'Solution',
  SOL: 'Solution', SOLUTION: 'Solution', SUSP: 'Suspension', SUSPENSION: 'Suspension', INH: 'Inhaler', INHALER: 'Inhaler', OINT: 'Ointment',
  OINTMENT: 'Ointment', CRM: 'Cream', CREAM: 'Cream', GEL: 'Gel', LOTION: 'Lotion', LOTN: 'Lotion', PATCH: 'Patch', PTCH: 'Patch', SPRAY: 'Spray',
  SPR: 'Spray', SPRY: 'Spray', DROPS: 'Drops', DROP: 'Drops', DRP: 'Drops', PEN: 'Pen', SYRINGE: 'Syringe', SYRG: 'Syringe', SYR: 'Syringe', VIAL: 'Vial',
  INJ: 'Injection', INJECTION: 'Injection', POWDER: 'Powder', PWD: 'Powder', POWD: 'Powder', PACKET: 'Packet', PKT: 'Packet', KIT: 'Kit',
  SUPP: 'Suppository', SUPPOSITORY: 'Suppository', LIQUID: 'Liquid', LIQ: 'Liquid', ELIXIR: 'Elixir', SYRUP: 'Syrup', CHEW: 'Chewable',
  CHEWABLE: 'Chewable', ODT: 'ODT', ER: 'ER', DR: 'DR', EC: 'EC', SR: 'SR', XL: 'XL', XR: 'XR', HFA: 'HFA', OPHTH: 'Ophthalmic', OPH: 'Ophthalmic',
  OPHTHALMIC: 'Ophthalmic', NASAL: 'Nasal', ORAL: 'Oral', TOPICAL: 'Topical', VAGINAL: 'Vaginal', RECTAL: 'Rectal', OTIC: 'Otic', FOAM: 'Foam',
  SHAMPOO: 'Shampoo', WAFER: 'Wafer', FILM: 'Film', LOZENGE: 'Lozenge', TROCHE: 'Troche', GUM: 'Gum', AUTOINJECTOR: 'Auto-Injector',
  'AUTO-INJECTOR': 'Auto-Injector', 'AUTO-INJ': 'Auto-Injector', CARTRIDGE: 'Cartridge', CART: 'Cartridge', DISKUS: 'Diskus', RESPIMAT: 'Respimat',
  AER: 'Aerosol', TB: 'Tablet', CP: 'Capsule', VL: 'Vial', CPLT: 'Caplet', CAPLET: 'Caplet', SL: 'Sublingual', KWIKPEN: 'KwikPen', FLEXPEN: 'FlexPen', SOLOSTAR: 'SoloStar', FLEXTOUCH: 'FlexTouch', SOFTGEL: 'Softgel', EYE: 'Eye', EAR: 'Ear', AEROSOL: 'Aerosol', NEB: 'Nebulizer Solution', EMULSION: 'Emulsion', CONC: 'Concentrate', DOSE: 'Dose', PACK: 'Pack', PAK: 'Pack',
};

/** "METFORMIN HCL" -> "Metformin HCl"; keeps short abbreviations upper case. */
export function titleCase(upper: string): string {
  const KEEP = new Set(['ER', 'XR', 'XL', 'SR', 'DR', 'EC', 'ODT', 'HFA', 'CR', 'LA', 'CD', 'HCTZ', 'PM', 'DM', 'HC', 'ES', 'IR', 'XT', 'ZT', 'AF', 'ID']);
  return upper
    .toLowerCase()
    .split(/(\s+|-|\/|\()/)
    .map((w) => {
      if (KEEP.has(w.toUpperCase())) return w.toUpperCase();
      if (w === 'hcl') return 'HCl';
      return w.charAt(0).toUpperCase() + w.slice(1);
    })
    .join('');
}

function unitWords(raw: string, form: string): string {
  let unit = raw.toLowerCase().replace(/^units?/, 'units').replace(/^(gm|gram)$/, 'g').replace(/\/5ml$/, '/5 mL').replace(/\/ml$/, '/mL').replace(/^ml$/, 'mL');
  unit = unit.replace(/\/act$|\/inh$/, '/actuation');
  if (!unit.includes('/') && /Spray/.test(form) && /mcg|mg/.test(unit)) unit += '/spray';
  if (!unit.includes('/') && /Inhaler|Aerosol/.test(form) && /mcg|mg/.test(unit)) unit += '/actuation';
  return unit;
}

const UNIT_WORDS: Record<string, string> = { MG: 'mg', MCG: 'mcg', ML: 'mL', GM: 'g', G: 'g', GRAM: 'g', MEQ: 'mEq', UNIT: 'units', UNITS: 'units', MMOL: 'mmol' };

/**
 * A strength with more than one amount, in the site's words: "24 MG-26 MG" (sacubitril-valsartan)
 * is "24 mg-26 mg", "6 MG/0.5 ML" is "6 mg/0.5 mL"; undefined for a single amount ("137 MCG", "100 UNIT/ML").
 */
function compoundStrength(joined: string): { strength: string; firstUnit: string } | undefined {
  if (!/[A-Z%]\s*[-/]\s*\d/i.test(joined)) return undefined;
  const words = (unit: string) => UNIT_WORDS[unit.toUpperCase()] ?? unit.toLowerCase();
  const strength = joined.replace(/[A-Z]+/gi, words).replace(/\s*([-/])\s*/g, '$1');
  return { strength, firstUnit: words(/[A-Z]+|%/i.exec(joined)?.[0] ?? '') };
}

export function parseDescription(description: string): ParsedDescription {
  // "AZELASTINE 0.1% (137 MCG) SPRY": the dose per spray is what people are prescribed.
  const perDose = /\s[\d.]+%\s\((\d[\d.]*\s(?:MCG|MG))\)\s/.exec(description);
  const text = perDose ? description.replace(perDose[0], ` ${perDose[1]} `) : description;
  const tokens = text.trim().split(/\s+/);
  // "8 HOUR PAIN RELIEF", "LORATADINE-D 12 HR": a duration right after a number is part of the name.
  const isDuration = (i: number) => /^\d+$/.test(tokens[i]!) && /^(HR|HOUR)$/.test(tokens[i + 1] ?? '');
  let start = tokens.findIndex((t, i) => i > 0 && NUMBER.test(t) && !isDuration(i));
  if (start < 0) start = tokens.length;
  let end = start;
  while (end < tokens.length && (NUMBER.test(tokens[end]!) || UNIT.test(tokens[end]!))) end += 1;
  const nameTokens = tokens.slice(0, start);
  let formTokens = tokens.slice(end);
  // No strength: the trailing words that name a form are the form ("3-DAY VAGINAL CREAM").
  if (start === tokens.length) {
    let cut = nameTokens.length;
    while (cut > 1 && FORM_WORDS[nameTokens[cut - 1]!] && !['ER', 'DR', 'XL', 'XR', 'SR', 'EC', 'HFA', 'ODT'].includes(nameTokens[cut - 1]!)) cut -= 1;
    formTokens = nameTokens.splice(cut);
  }
  const form = formTokens.map((t) => FORM_WORDS[t] ?? titleCase(t)).join(' ') || 'Each';
  const strengthTokens = tokens.slice(start, end);
  const joined = strengthTokens.join(' ');
  const m = /^(\d[\d.,]*)(?:[-/][\d.,]+)*\s*(.*)$/.exec(joined.replace(/(\d)(%|MG|MCG|ML|GM|G|MEQ)\b/, '$1 $2'));
  const numberText = m?.[1]?.replace(/,/g, '') ?? '';
  const rawUnit = (m?.[2] ?? '').trim();
  const dosageUnit = rawUnit ? unitWords(rawUnit.split(' ').join(''), form) : '';
  const dosageQuantity = Number(numberText) || 0;
  const valueText = joined.replace(/\s*(%|MG|MCG|ML|GRAM|GM|G|MEQ|UNITS?|[A-Z]+\/[A-Z0-9]+)(\s|$).*$/i, '').replace(/,/g, '');
  const compound = compoundStrength(joined);
  if (compound) return { name: nameTokens.join(' '), strength: compound.strength, dosageQuantity, dosageUnit: compound.firstUnit, form };
  const strength = joined ? `${valueText}${dosageUnit === '%' ? '%' : dosageUnit ? ` ${dosageUnit}` : ''}`.trim() : '';
  return { name: nameTokens.join(' '), strength, dosageQuantity, dosageUnit, form };
}
