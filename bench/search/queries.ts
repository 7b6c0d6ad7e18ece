import type {Locale} from '../lib/pages';

export interface Query {
  text: string;
  /** `letter`: one keystroke of a word typed letter by letter, `text` being what the box holds after it. */
  kind: 'word' | 'miss' | 'letter';
}

/** Words that occur nowhere on the site (checked against the index text), so the box shows its "no results" state or fuzzy matches. */
export const MISSES: Record<Locale, readonly string[]> = {
  en: ['quokka', 'zeppelin', 'xylophone', 'marzipan', 'kumquat'],
  ja: ['ペンギン', '寿司', '富士山', '将棋', '盆栽'],
};
