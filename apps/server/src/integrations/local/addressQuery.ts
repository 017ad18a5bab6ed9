/**
 * What a person typed, in the form the address search texts are stored in (db/addressText.ts): accents
 * folded ('Māngere' -> 'mangere'), lowercased, punctuation a space, a unit written any common way as
 * '1/19', and road-type abbreviations spelled out.
 */

/** The unit types LINZ writes before a unit ('Flat 1/19'), and that people type ('unit 1 19'). */
const UNIT_TYPES = 'flat|unit|apartment|apt|shop|suite|villa|room|office|garage|studio|townhouse|penthouse|kiosk|level';

/** 'flat 1 19 karaka', 'unit 1/19 karaka', 'apt 1 19' -> '1/19 karaka'. */
const TYPED_UNIT = new RegExp(`^(?:${UNIT_TYPES}) ([0-9]+[a-z]?|[a-z]) ?(?:/ ?)?([0-9]+[a-z]?)(?= |$)`);

/** The road types New Zealanders shorten, as LINZ spells them in full. */
const ROAD_ABBREVIATIONS: Readonly<Record<string, string>> = {
  st: 'street',
  rd: 'road',
  dr: 'drive',
  ave: 'avenue',
  av: 'avenue',
  cres: 'crescent',
  cr: 'crescent',
  pl: 'place',
  tce: 'terrace',
  hwy: 'highway',
  ln: 'lane',
  cl: 'close',
};

/** Accents off, lowercase, anything but a-z, 0-9 and '/' a single space. */
function foldSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, ' ')
    .trim();
}

/**
 * An abbreviation is a road type only after a name ('queen st', not 'st heliers' or '12 st heliers'). The
 * last word may still be being typed: when the full word starts with it ('queen st', 'kauri pl') it stays,
 * so it goes on matching both 'queen street' and 'queen st heliers road'.
 */
function spellOut(words: string[]): string[] {
  return words.map((word, i) => {
    const full = ROAD_ABBREVIATIONS[word];
    const before = words[i - 1];
    if (!full || before === undefined || /^[0-9]/.test(before)) return word;
    if (i === words.length - 1 && full.startsWith(word)) return word;
    return full;
  });
}

/** The query as the search texts read: '1/19 karaka road', 'ballance drive mangere'. */
export function addressQuery(term: string): string {
  const folded = foldSearch(term).replace(/ ?\/ ?/g, '/');
  const unit = folded.replace(TYPED_UNIT, '$1/$2').replace(new RegExp(`^(?:${UNIT_TYPES}) (?=[0-9a-z]+/)`), '');
  return spellOut(unit.split(' ').filter(Boolean)).join(' ');
}
