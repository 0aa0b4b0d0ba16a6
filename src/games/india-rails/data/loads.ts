/**
 * The 95 load chips of India Rails (docs/rules/india-rails.md §3.1).
 * Pilgrims board at any small or medium city in India (docs/rules/india-rails.md §3.1).
 */

/** One load type: its chip count and where it may be picked up. */
export interface LoadDef {
  /** Load id as printed, e.g. 'Coal', 'Linseed Oil'. */
  readonly id: string;
  /** Number of chips of this load in the game. */
  readonly count: number;
  /** City ids where it may be picked up (empty for Pilgrims). */
  readonly sources: readonly string[];
  /** Pilgrims: may be picked up at any small or medium city of this country instead. */
  readonly anySmallOrMediumCityIn?: string;
}

const load = (id: string, count: number, sources: string[]): LoadDef => Object.freeze({ id, count, sources: Object.freeze(sources) });

/** The id of the Pilgrims load, which has rules of its own. */
export const PILGRIMS = 'Pilgrims';

/** Every load type of the reference chart, in chart order. */
export const LOADS: readonly LoadDef[] = Object.freeze([
  load('Bauxite', 4, ['bhubaneshwar', 'nagpur']),
  load('Coal', 4, ['guwahati', 'raipur', 'tiruchchirappalli', 'vijayawada']),
  load('Coffee', 3, ['cochin']),
  load('Copper', 3, ['asansol']),
  load('Corn', 4, ['kanpur', 'lucknow']),
  load('Cotton', 4, ['ahmadabad', 'lahore']),
  load('Dates', 3, ['quetta']),
  load('Fish', 3, ['mangalore', 'trivandrum']),
  load('Goats', 3, ['kathmandu', 'lahore']),
  load('Gypsum', 3, ['quetta', 'srinagar']),
  load('Imports', 3, ['cochin', 'khulna']),
  load('Indigo', 3, ['colombo']),
  load('Jute', 3, ['chittagong']),
  load('Linseed Oil', 3, ['allahabad']),
  load('Machinery', 3, ['bhopal', 'patna']),
  load('Mica', 3, ['bellary', 'jodhpur']),
  load('Millet', 4, ['bareilly', 'gorakhpur', 'ludhiana', 'varanasi']),
  load('Oil', 3, ['dibrugarh', 'rawalpindi']),
  load('Peanuts', 3, ['pune', 'trivandrum']),
  Object.freeze({ id: PILGRIMS, count: 3, sources: Object.freeze([]), anySmallOrMediumCityIn: 'India' }),
  load('Rice', 4, ['chittagong', 'dhaka', 'hyderabad-pakistan']),
  load('Rugs', 3, ['multan']),
  load('Rubber', 3, ['anuradhapura']),
  load('Salt', 3, ['anuradhapura', 'jamnagar']),
  load('Steel', 4, ['bangalore', 'jamshedpur', 'patna']),
  load('Sugar', 3, ['hyderabad-pakistan', 'solapur']),
  load('Tea', 3, ['colombo', 'darjeeling']),
  load('Textiles', 4, ['agra', 'english-bazar', 'hyderabad-india']),
  load('Wood', 3, ['visakhapatnam']),
]);

/** The total number of load chips (95). */
export const TOTAL_CHIPS = LOADS.reduce((n, l) => n + l.count, 0);

/** Pilgrimage destinations named by Pilgrims demands (docs/rules/india-rails.md §3.1). */
export const PILGRIMAGE_DESTINATIONS: readonly string[] = Object.freeze([
  'varanasi',
  'allahabad',
  'kathmandu',
  'anuradhapura',
  'srinagar',
  'agra',
  'tiruchchirappalli',
  'gorakhpur',
  'madras',
]);
