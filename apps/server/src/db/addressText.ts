/**
 * The search texts of an address, as SQL. One definition serves the generated column and the expression
 * indexes (schema.ts, migration 0015) and the searches that must repeat an index's expression exactly for
 * PostgreSQL to use it (integrations/local/addresses.ts).
 *
 * Macrons and other accents are folded with translate() rather than unaccent: translate is immutable, so it
 * may stand in a generated column and an index, and it is built in wherever PostgreSQL runs (PGlite too). It
 * gives what LINZ's `_ascii` columns hold ('Māngere' -> 'mangere'), for LINZ rows and for ours alike.
 */
export const FOLD_FROM = 'āēīōūĀĒĪŌŪäëïöüÄËÏÖÜáéíóúÁÉÍÓÚàèìòùÀÈÌÒÙâêîôûÂÊÎÔÛçÇñÑ';
export const FOLD_TO = 'aeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUaeiouAEIOUcCnN';

/** Folded and lowercased ('Tōtara' -> 'totara'): what the company search compares (schema.ts, migration 0026). */
export const foldedLowerSql = (text: string) => `lower(translate(${text}, '${FOLD_FROM}', '${FOLD_TO}'))`;

/**
 * Accents folded. translate() over a multibyte from-list costs about ten times the rest of the search text
 * (it dominated the import of 2.5 million addresses, three times a row), so a text with no byte beyond ASCII
 * (its bytes as many as its characters: most addresses) skips it; for such a text it changes nothing anyway.
 */
const folded = (text: string) =>
  `(case when octet_length(${text}) = char_length(${text}) then ${text} else translate(${text}, '${FOLD_FROM}', '${FOLD_TO}') end)`;

/**
 * Folded, lowercased, anything but a-z, 0-9 and '/' a single space. regexp_replace with 'g' starts its
 * matcher again at every space, and it was most of the import's cost (three texts a row, on load and in the
 * index builds). A text of only ASCII letters, digits, '/' and single spaces (most texts built from the road,
 * suburb and town) is already what the replace would give once lowercased, so one match tells it apart and
 * it is only lowercased; anything else (an accent, a comma, a hyphen, two spaces) takes the full path.
 */
const normalised = (text: string) =>
  `(case when (${text}) ~ '[^a-zA-Z0-9/ ]|  ' then regexp_replace(lower(${folded(text)}), '[^a-z0-9/]+', ' ', 'g') else lower(${text}) end)`;

/** Column `name` of the row, under alias `a` when given ('a.' in a search, '' in the schema). */
const col = (alias: string, name: string) => `${alias}${name}`;

/**
 * The address text ('1/19 karaka road kaukapakapa'): the unit type before a unit is dropped ('Flat 1/19'
 * is stored as '1/19'), so '1/19 karaka', 'flat 1, 19 karaka' and 'unit 1 19 karaka' all read it from its start.
 * It is built from the number, road, suburb and town rather than full_address (which already ends with the
 * suburb and town, so they were there twice): every character of it is paid for in the import's regular
 * expressions, its two btrees and the trigram index's build. An address with no road name (LINZ water
 * addresses) keeps its full_address.
 */
export const searchTextSql = (alias = '') =>
  `regexp_replace(${normalised(`(case when ${col(alias, 'full_road_name')} = '' then ${col(alias, 'full_address')} else ${col(alias, 'full_address_number')} || ' ' || ${col(alias, 'full_road_name')} end) || ' ' || ${col(alias, 'suburb_locality')} || ' ' || ${col(alias, 'town_city')}`)}, '^[a-z]+ ([0-9a-z]+/)', '\\1')`;

/** Road first ('ballance drive mangere auckland'): a street and locality typed without a number. */
export const roadTextSql = (alias = '') =>
  `(${normalised(`${col(alias, 'full_road_name')} || ' ' || ${col(alias, 'suburb_locality')} || ' ' || ${col(alias, 'town_city')}`)})`;

/** Suburb first ('mangere auckland ballance drive'): a suburb or town typed first. */
export const suburbTextSql = (alias = '') =>
  `(${normalised(`${col(alias, 'suburb_locality')} || ' ' || ${col(alias, 'town_city')} || ' ' || ${col(alias, 'full_road_name')}`)})`;

/** A unit's address ('1/19 karaka road'); UNIT_PATTERN matches the unit part. */
export const UNIT_PATTERN = '^[0-9a-z]+/';

/** The text after the unit ('19 karaka road ...'), so a flat is found by its street number. */
export const unitNumberTextSql = (alias = '') =>
  `(regexp_replace(${col(alias, 'search_text')}, '${UNIT_PATTERN}', ''))`;
