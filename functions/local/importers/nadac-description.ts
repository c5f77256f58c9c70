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
  /** Containers per package the description names ("2-PAK", "(4 PACK)"); 0 when it names none. */
  packCount: number;
}

const UNIT = /^(MG|MCG|GM|G|GRAM|ML|%|UNIT|UNITS|MEQ|MMOL|IU|MILLION|BILLION|CELLS|MG\/ML|MCG\/ML|UNIT\/ML|UNITS\/ML|MG\/5ML|MG\/5|MG\/G|MCG\/G|MCG\/HR|MG\/HR|MG\/24HR|MG\/DAY|MCG\/DAY|MCG\/ACT|MCG\/SPRAY|MCG\/DOSE|MG\/DOSE|MG\/ACT|MCG\/INH|MG\/PACKET|PERCENT|HR|HOUR|UNIT\/GM|UNITS\/GM|MG\/PEN|MG\/SPRAY|[A-Z]+\/[\d.-]+|[A-Z]+-[\d.,]+)$/;
const NUMBER = /^\d[\d.,]*(\(\d[\d.]*\))?(-\d[\d.,]*(\(\d[\d.]*\))?)*(\/\d[\d.,]*)*(%|MG|MCG|ML|GM|G|MEQ)?$/;

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
  SOFTGELS: 'Softgel', SFTGL: 'Softgel', SOFTGL: 'Softgel', SFGL: 'Softgel', GELCAP: 'Gelcap', GELCAPS: 'Gelcap', GELTAB: 'Geltab', GELTABS: 'Geltab',
  CAPLETS: 'Caplet', CHW: 'Chewable', CHWTB: 'Chewable Tablet', SYRN: 'Syringe', SYRNG: 'Syringe', SYRING: 'Syringe', SYRINGES: 'Syringe',
  AUTOINJ: 'Auto-Injector', AUTOINJECT: 'Auto-Injector', 'AUTO-INJCT': 'Auto-Injector', 'AUTO-INJECT': 'Auto-Injector', KWKPN: 'KwikPen',
  KWIKPN: 'KwikPen', OIN: 'Ointment', OINTM: 'Ointment', OINTMT: 'Ointment', OINTMNT: 'Ointment', LOT: 'Lotion', GL: 'Gel', SUSPEN: 'Suspension',
  SUS: 'Suspension', SUPPOSIT: 'Suppository', SUPPOS: 'Suppository', INHALR: 'Inhaler', INHLR: 'Inhaler', SYRP: 'Syrup',
  RESPULE: 'Respule', RESPUL: 'Respule', INJECT: 'Injection', INJEC: 'Injection', RING: 'Ring', VAG: 'Vaginal', DISK: 'Diskus', SP: 'Spray', SYSTEM: 'Patch', SUPPOSITORIES: 'Suppository',
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
  let unit = raw.toLowerCase().replace(/^units?/, 'units').replace(/^(gm|gram)$/, 'g').replace(/\/5ml$/, '/5 mL').replace(/\/ml$/, '/mL').replace(/^ml$/, 'mL').replace(/\/gm$/, '/g');
  unit = unit.replace(/\/act$|\/inh$/, '/actuation');
  if (!unit.includes('/') && /Spray/.test(form) && /mcg|mg/.test(unit)) unit += '/spray';
  if (!unit.includes('/') && /Inhaler|Aerosol/.test(form) && /mcg|mg/.test(unit)) unit += '/actuation';
  return unit;
}

const UNIT_WORDS: Record<string, string> = { MG: 'mg', MCG: 'mcg', ML: 'mL', GM: 'g', G: 'g', GRAM: 'g', MEQ: 'mEq', UNIT: 'units', UNITS: 'units', MMOL: 'mmol' };

/**
 * A strength with more than one amount, in the site's words: "24 MG-26 MG" (sacubitril-valsartan)
 * is "24 mg-26 mg", "6 MG/0.5 ML" is "6 mg/0.5 mL", "5 MG-1,000 MG" is "5 mg-1000 mg"; undefined
 * for a single amount ("137 MCG", "100 UNIT/ML").
 */
function compoundStrength(joined: string): { strength: string; firstUnit: string } | undefined {
  if (!/[A-Z%]\s*[-/]\s*\d/i.test(joined)) return undefined;
  const words = (unit: string) => UNIT_WORDS[unit.toUpperCase()] ?? unit.toLowerCase();
  const strength = joined.replace(/[A-Z]+/gi, words).replace(/\s*([-/])\s*/g, '$1');
  return { strength, firstUnit: words(/[A-Z]+|%/i.exec(joined)?.[0] ?? '') };
}

/** Containers per package a description states: "(2 PACK)", "(2PK)", "2-PAK", "(1 PEN)", "X 3 SYRINGES". */
const PACK_COUNTS = [/\s*\((\d+)\s*-?\s*(?:PACK|PK|PEN|PENS)\)/, /\s+(\d+)-?PA?K\b/, /\s+[X-]?\s*(\d+)\s+(?:SYRINGES|PENS)\b\s*/];

/**
 * Device words a name may carry before its strength ("HUMIRA PEN 40 MG/0.8 ML", "LANTUS SOLOSTAR
 * 100 UNIT/ML"): the form when no form word follows the strength. The name keeps them (it is the label).
 */
const NAME_DEVICES: [RegExp, string][] = [
  [/\bMAX SOLO(STAR|STR)?\b/, 'Max SoloStar'], [/\bSOLOSTA?R\b/, 'SoloStar'], [/\bTEMPO PEN\b/, 'Tempo Pen'], [/\bKWIKPEN\b/, 'KwikPen'],
  [/\bFLEXPEN\b/, 'FlexPen'], [/\bFLEXTOUCH\b/, 'FlexTouch'], [/\bPENFILL\b/, 'PenFill Cartridge'], [/\bPUMPCART\b/, 'PumpCart Cartridge'],
  [/\b(SURECLICK|SENSOREADY|UNOREADY|PUSHTOUCH|ACTPEN|HYPOPEN|AUTOINJECTOR)\b/, 'Auto-Injector'], [/\bPEN\b/, 'Pen'],
  [/\bPFS\b/, 'Syringe'], [/\bSYRINGE\b/, 'Syringe'], [/\bRESPICLICK\b/, 'Inhaler'], [/\bELLIPTA\b/, 'Inhaler'], [/\bTWISTHALE?R\b/, 'Inhaler'],
];

export function parseDescription(description: string): ParsedDescription {
  let text = ` ${description} `;
  let packCount = 0;
  for (const pattern of PACK_COUNTS) {
    const pack = pattern.exec(text);
    if (pack) {
      packCount = Number(pack[1]);
      text = text.replace(pack[0], ' ').replace(/\s+\)/g, ')');
      break;
    }
  }
  // "AZELASTINE 0.1% (137 MCG) SPRY": the dose per spray is what people are prescribed.
  const perDose = /\s[\d.]+%\s\((\d[\d.]*\s(?:MCG|MG))\)\s/.exec(text);
  if (perDose) text = text.replace(perDose[0], ` ${perDose[1]} `);
  // "INSULIN GLARGINE-YFGN U100 PEN": U100 is 100 units per mL.
  text = text.replace(/\sU-?(\d{2,3})(?=\s)/, ' $1 UNIT/ML');
  // "0.5 MG(1.1 MG)", "1.5-0.03 MG(21) TB": a bracket after a unit is its own word; "90-8 UNIT / 90-12 UNIT" is one strength.
  text = text.replace(/([A-Z])\((?=\d)/g, '$1 (').replace(/(\d [A-Z]+) \/ (?=\d)/g, '$1/');
  const tokens = text.trim().split(/\s+/);
  // "8 HOUR PAIN RELIEF", "LORATADINE-D 12 HR": a duration right after a number is part of the name.
  const isDuration = (i: number) => /^\d+$/.test(tokens[i]!) && /^(HR|HOUR)$/.test(tokens[i + 1] ?? '');
  let start = tokens.findIndex((t, i) => i > 0 && NUMBER.test(t) && !isDuration(i));
  if (start < 0) start = tokens.length;
  let end = start;
  while (end < tokens.length && (NUMBER.test(tokens[end]!) || UNIT.test(tokens[end]!))) end += 1;
  // "OZEMPIC 0.25-0.5 MG/DOSE (2 MG/3 ML) PEN", "KETOTIFEN 0.025% (0.035%) DROP": a bracketed amount belongs to the strength.
  const strengthEnd = end;
  let bracket = '';
  if (end > start && tokens[end]?.startsWith('(')) {
    let close = end;
    // "(21)-75": the days of a contraceptive pack's tablets.
    while (close < tokens.length - 1 && !/\)[-\d.]*$/.test(tokens[close]!)) close += 1;
    const inner = tokens.slice(end, close + 1).join(' ').replace(/^\(|\)$/g, '').replace(/\)(?=-)/, '').replace(/(\d),(?=\d{3}\b)/g, '$1');
    if (/\)[-\d.]*$/.test(tokens[close]!) && inner.split(' ').every((t) => NUMBER.test(t) || UNIT.test(t))) {
      bracket = compoundStrength(inner)?.strength ?? inner.replace(/[A-Z]+/g, (u) => UNIT_WORDS[u] ?? u.toLowerCase());
      end = close + 1;
    }
  }
  // "SODIUM FLUORIDE 0.25 (0.55) MG": a unit after the bracket is both amounts'.
  let tail = '';
  while (bracket && end < tokens.length && UNIT.test(tokens[end]!)) tail += ` ${UNIT_WORDS[tokens[end++]!] ?? tokens[end - 1]!.toLowerCase()}`;
  const nameTokens = tokens.slice(0, start);
  // "ASMANEX TWISTHALER 220 MCG #60": the doses in the inhaler tell two products apart.
  const doses = tokens.slice(end).filter((t) => /^#\d+$/.test(t)).map((t) => `${t.slice(1)} doses`);
  if (doses.length) bracket = [bracket, ...doses].filter(Boolean).join(', ');
  let formTokens = tokens.slice(end).filter((t) => !/^#\d+$/.test(t));
  // No strength: the trailing words that name a form are the form ("3-DAY VAGINAL CREAM").
  if (start === tokens.length) {
    let cut = nameTokens.length;
    while (cut > 1 && FORM_WORDS[nameTokens[cut - 1]!] && !['ER', 'DR', 'XL', 'XR', 'SR', 'EC', 'HFA', 'ODT'].includes(nameTokens[cut - 1]!)) cut -= 1;
    formTokens = nameTokens.splice(cut);
  }
  const name = nameTokens.join(' ');
  const device = formTokens.length === 0 ? NAME_DEVICES.find(([words]) => words.test(name))?.[1] : undefined;
  const form = formTokens.map((t) => FORM_WORDS[t] ?? titleCase(t)).join(' ') || device || 'Each';
  // Thousands separators go: "1,000 MG" is 1000 mg.
  const joined = tokens.slice(start, strengthEnd).join(' ').replace(/(\d),(?=\d{3}\b)/g, '$1');
  const m = /^(\d[\d.]*)(?:\(\d[\d.]*\))?(?:[-/][\d.]+(?:\(\d[\d.]*\))?)*\s*(.*)$/.exec(joined.replace(/(\d)(%|MG|MCG|ML|GM|G|MEQ)\b/, '$1 $2'));
  const rawUnit = (m?.[2] ?? '').trim();
  const dosageUnit = rawUnit ? unitWords(rawUnit.split(' ').join(''), form) : '';
  const dosageQuantity = Number(m?.[1] ?? '') || 0;
  const withBracket = (s: string) => (bracket ? `${s} (${bracket})${tail}` : s);
  const compound = compoundStrength(joined);
  if (compound) return { name, strength: withBracket(compound.strength), dosageQuantity, dosageUnit: compound.firstUnit, form, packCount };
  const valueText = joined.replace(/\s*(%|MG|MCG|ML|GRAM|GM|G|MEQ|UNITS?|[A-Z]+\/[A-Z0-9]+)(\s|$).*$/i, '');
  const strength = joined ? `${valueText}${dosageUnit === '%' ? '%' : dosageUnit ? ` ${dosageUnit}` : ''}`.trim() : '';
  return { name, strength: strength ? withBracket(strength) : strength, dosageQuantity, dosageUnit, form, packCount };
}
