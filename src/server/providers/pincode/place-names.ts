// Current names for states and districts (docs/pincodes-and-images.md). The open pin code directory predates the creation
// of Telangana (2014), Ladakh (2019) and the merger of Dadra and Nagar Haveli with Daman and Diu
// (2020), and the postal lookup spells some names its own way; both pass through here.

const TELANGANA_DISTRICTS = new Set(
  [
    'adilabad',
    'nizamabad',
    'karimnagar',
    'karim nagar',
    'medak',
    'hyderabad',
    'rangareddy',
    'rangareddi',
    'ranga reddy',
    'k.v.rangareddy',
    'k.v. rangareddy',
    'mahabubnagar',
    'mahabub nagar',
    'mahbubnagar',
    'nalgonda',
    'nalagonda',
    'warangal',
    'khammam',
  ].map(key),
);
const LADAKH_DISTRICTS = new Set(['leh', 'leh ladakh', 'kargil'].map(key));

/** Every state and union territory as it is named today, keyed by its normalised spelling. */
const STATE_ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries({
    'Andaman and Nicobar Islands': ['andaman and nicobar islands', 'andaman and nicobar', 'andaman & nicobar islands'],
    'Andhra Pradesh': ['andhra pradesh'],
    'Arunachal Pradesh': ['arunachal pradesh'],
    Assam: ['assam'],
    Bihar: ['bihar'],
    Chandigarh: ['chandigarh'],
    Chhattisgarh: ['chhattisgarh', 'chattisgarh', 'chhatisgarh'],
    'Dadra and Nagar Haveli and Daman and Diu': [
      'dadra and nagar haveli and daman and diu',
      'dadra and nagar haveli',
      'daman and diu',
      'dadra nagar haveli',
      'daman diu',
    ],
    Delhi: ['delhi', 'new delhi', 'nct of delhi', 'national capital territory of delhi'],
    Goa: ['goa'],
    Gujarat: ['gujarat'],
    Haryana: ['haryana'],
    'Himachal Pradesh': ['himachal pradesh'],
    'Jammu and Kashmir': ['jammu and kashmir', 'jammu kashmir'],
    Jharkhand: ['jharkhand'],
    Karnataka: ['karnataka'],
    Kerala: ['kerala'],
    Ladakh: ['ladakh'],
    Lakshadweep: ['lakshadweep'],
    'Madhya Pradesh': ['madhya pradesh'],
    Maharashtra: ['maharashtra'],
    Manipur: ['manipur'],
    Meghalaya: ['meghalaya'],
    Mizoram: ['mizoram'],
    Nagaland: ['nagaland'],
    Odisha: ['odisha', 'orissa'],
    Puducherry: ['puducherry', 'pondicherry'],
    Punjab: ['punjab'],
    Rajasthan: ['rajasthan'],
    Sikkim: ['sikkim'],
    'Tamil Nadu': ['tamil nadu', 'tamilnadu'],
    Telangana: ['telangana'],
    Tripura: ['tripura'],
    'Uttar Pradesh': ['uttar pradesh'],
    Uttarakhand: ['uttarakhand', 'uttaranchal'],
    'West Bengal': ['west bengal'],
  }).flatMap(([name, aliases]) => aliases.map((a) => [key(a), name])),
);

/** District spellings of the open data replaced by the names in use today. */
const DISTRICT_RENAMES: Record<string, string> = {
  [key('K.V.Rangareddy')]: 'Rangareddy',
  [key('Rangareddi')]: 'Rangareddy',
  [key('Karim Nagar')]: 'Karimnagar',
  [key('Mahabub Nagar')]: 'Mahabubnagar',
  [key('Dadra & Nagar Haveli')]: 'Dadra and Nagar Haveli',
  [key('Pondicherry')]: 'Puducherry',
};

/** Lower case, "&" as "and", punctuation and "the" dropped, single spaces: the comparison form. */
export function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9. ]+/g, ' ')
    .replace(/\bthe\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "NORTH AND MIDDLE ANDAMAN" -> "North and Middle Andaman"; "janjgir-champa" -> "Janjgir-Champa". */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s\-(.])([a-z])/g, (_, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(/\b(And|Of)\b/g, (w, _m, offset: number) => (offset === 0 ? w : w.toLowerCase()));
}

/** A district as shown in the cities list: today's spelling, title case, without "(HP)" style tags. */
export function districtName(raw: string): string {
  const renamed = DISTRICT_RENAMES[key(raw)];
  if (renamed) return renamed;
  return titleCase(raw.replace(/\s*\([A-Za-z]{1,4}\)\s*$/, ''));
}

/** Today's state or union territory for a place, or null when the name is not one. */
export function currentState(rawState: string, rawDistrict = ''): string | null {
  const state = STATE_ALIASES[key(rawState)];
  if (!state) return null;
  const district = key(rawDistrict);
  if (state === 'Andhra Pradesh' && TELANGANA_DISTRICTS.has(district)) return 'Telangana';
  if (state === 'Jammu and Kashmir' && LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  return state;
}

/** The canonical spelling of a state chosen in a form ("tamil nadu" -> "Tamil Nadu"). */
export function canonicalState(name: string): string | null {
  return STATE_ALIASES[key(name)] ?? null;
}
