/**
 * Labeler names by NDC labeler code (the first 5 digits of an 11-digit NDC), as the FDA NDC
 * Directory names the labeler (LABELERNAME) for the codes on the seed's NDCs, shortened to the
 * familiar company name. The project's FDA extract (package names) carries no labeler field, so
 * a code not listed here has no name: it is shown blank rather than as a code or a guess.
 */
const LABELERS: Record<string, string> = {
  '00002': 'Eli Lilly', '00003': 'Bristol-Myers Squibb', '00004': 'Genentech', '00006': 'Merck Sharp & Dohme', '00007': 'GlaxoSmithKline',
  '00008': 'Wyeth (Pfizer)', '00009': 'Pharmacia & Upjohn (Pfizer)', '00013': 'Pfizer', '00023': 'Allergan', '00024': 'Sanofi-Aventis',
  '00025': 'G.D. Searle (Pfizer)', '00026': 'Bayer', '00049': 'Roerig (Pfizer)', '00052': 'Organon', '00054': 'Hikma (Roxane)', '00065': 'Alcon',
  '00069': 'Pfizer', '00071': 'Parke-Davis (Pfizer)', '00074': 'AbbVie', '00078': 'Novartis', '00085': 'Schering (Merck)', '00087': 'Bristol-Myers Squibb',
  '00088': 'Sanofi-Aventis', '00093': 'Teva', '00113': 'L. Perrigo', '00121': 'Pharmaceutical Associates', '00131': 'UCB', '00143': 'Hikma (West-Ward)',
  '00168': 'E. Fougera', '00169': 'Novo Nordisk', '00172': 'Ivax (Teva)', '00173': 'GlaxoSmithKline', '00185': 'Eon Labs (Sandoz)', '00186': 'AstraZeneca',
  '00187': 'Bausch Health', '00228': 'Actavis', '00245': 'Upsher-Smith', '00310': 'AstraZeneca', '00338': 'Baxter', '00363': 'Walgreens',
  '00378': 'Mylan', '00406': 'Mallinckrodt', '00409': 'Hospira', '00456': 'Forest Laboratories', '00469': 'Astellas', '00480': 'Teva',
  '00527': 'Lannett', '00536': 'Rugby', '00555': 'Barr (Teva)', '00574': 'Paddock (Perrigo)', '00591': 'Watson (Actavis)', '00597': 'Boehringer Ingelheim',
  '00603': 'Qualitest', '00641': 'Hikma', '00703': 'Teva', '00781': 'Sandoz', '00832': 'Upsher-Smith', '00904': 'Major Pharmaceuticals',
  '00955': 'Winthrop (Sanofi)', '10019': 'Baxter', '11980': 'Allergan', '13668': 'Torrent', '16571': 'Rising', '16714': 'NorthStar Rx', '16729': 'Accord',
  '21695': 'Rebel Distributors (repackager)', '29300': 'Unichem', '31722': 'Camber', '33342': 'Macleods', '35356': 'Lake Erie Medical (repackager)',
  '42291': 'AvKARE', '43547': 'Solco', '43598': "Dr. Reddy's", '45802': 'Perrigo', '46122': 'AmerisourceBergen (Good Neighbor)', '47918': 'MannKind',
  '49884': 'Par', '49999': 'Quality Care Products (repackager)', '50090': 'A-S Medication Solutions (repackager)', '50111': 'Teva (Pliva)',
  '50242': 'Genentech', '50458': 'Janssen', '51079': 'Mylan Institutional', '51672': 'Taro', '51991': 'Breckenridge', '52125': 'RemedyRepack (repackager)',
  '53746': 'Amneal', '54868': 'Physicians Total Care (repackager)', '55111': "Dr. Reddy's", '55154': 'Cardinal Health',
  '55289': 'PD-Rx Pharmaceuticals (repackager)', '57664': 'Sun Pharma (Caraco)', '59762': 'Greenstone', '60505': 'Apotex',
  '60687': 'American Health Packaging', '62175': 'Lannett (Kremers Urban)', '62332': 'Alembic', '63304': 'Sun Pharma (Ranbaxy)', '64380': 'Strides',
  '65162': 'Amneal', '65862': 'Aurobindo', '67877': 'Ascend', '68180': 'Lupin', '68382': 'Zydus', '68462': 'Glenmark', '69097': 'Cipla',
  '00115': 'Amneal (Global)', '00472': 'Actavis', '00713': 'Cosette (G&W)', '10702': 'KVK-Tech', '23155': 'Heritage (Avet)', '24208': 'Bausch & Lomb',
  '24385': 'AmerisourceBergen', '42192': 'Acella', '42806': 'Epic Pharma', '49348': 'McKesson (Sunmark)', '49483': 'Time-Cap Labs', '50268': 'AvPAK',
  '50474': 'UCB', '52427': 'Almatica', '59011': 'Purdue Pharma', '59148': 'Otsuka', '59651': 'Aurobindo', '60793': 'King (Pfizer)', '61314': 'Sandoz (Falcon)',
  '62559': 'ANI Pharmaceuticals', '64764': 'Takeda', '66993': 'Prasco', '70677': 'Strategic Sourcing Services (Foster & Thrive)', '78206': 'Organon',
  '70000': 'Cardinal Health (Leader)', '70010': 'Granules', '70710': 'Zydus', '72205': 'Novadoz (MSN)', '73070': 'Novo Nordisk',
};

/** The labeler's name, or '' when the code is not one the list names. */
export function labelerOf(ndc: string): string {
  return LABELERS[ndc.slice(0, 5)] ?? '';
}
