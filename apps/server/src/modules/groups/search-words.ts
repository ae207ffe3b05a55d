import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isInitialsWord } from '@dongne/contract';

/**
 * Search that forgives what people type (contract §14): the shipped table
 * `db/reference-data/search-words.json` lists groups of words that mean the same (spelling
 * variants, 줄임말, 외래어 표기, spacing: 런닝 = 러닝, 막걸리 = 전통주, 보드겜 = 보드게임) and
 * well-known place names under the district holding them (홍대 → 마포구). Each query word is
 * looked up whole, lower-cased; the table is data so that it grows without code.
 */
export type SearchWordTable = { synonyms: string[][]; places: Record<string, string[]> };

/** What one query word asks for: any of `forms` in the searched text, or (for a place name) a group in one of `districtIds`. */
export type SearchTerm = { word: string; forms: string[]; districtIds: number[] };

type Lookup = { forms: Map<string, string[]>; districts: Map<string, number[]> };

const REFERENCE_DIR = path.join(import.meta.dirname, '../../db/reference-data');
let shipped: Lookup | null = null;

const key = (word: string) => word.normalize('NFC').toLowerCase();

/** Indexes a table by each of its words; `locations` names the districts places point to. */
export function buildLookup(table: SearchWordTable, locations: { id: number; district: string }[]): Lookup {
  const forms = new Map<string, string[]>();
  for (const group of table.synonyms) {
    const lowered = [...new Set(group.map(key))];
    for (const form of lowered) forms.set(form, lowered);
  }
  const districts = new Map<string, number[]>();
  for (const [district, names] of Object.entries(table.places)) {
    const ids = locations.filter((location) => location.district === district).map((location) => location.id);
    if (ids.length === 0) throw new Error(`search-words.json: unknown district ${district}`);
    for (const name of names) districts.set(key(name), ids);
  }
  return { forms, districts };
}

function shippedLookup(): Lookup {
  shipped ??= buildLookup(
    JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'search-words.json'), 'utf8')),
    JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'locations.json'), 'utf8')),
  );
  return shipped;
}

/**
 * The forms and districts one query word stands for: the word itself, the other words of its
 * synonym group, and the district of a place it names. A word of initial consonants stays as typed.
 */
export function expandSearchWord(word: string, lookup: Lookup = shippedLookup()): SearchTerm {
  if (isInitialsWord(word)) return { word, forms: [word], districtIds: [] };
  const lowered = key(word);
  const synonyms = lookup.forms.get(lowered) ?? [];
  return { word, forms: [...new Set([lowered, ...synonyms])], districtIds: lookup.districts.get(lowered) ?? [] };
}
