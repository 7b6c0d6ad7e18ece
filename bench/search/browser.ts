import type {Query} from './queries';

/** The navbar's search box (src/theme/SearchBar) and its suggestion list, as the built page renders them. */
export const SEARCH_INPUT = '.navbar__search input.navbar__search-input';
export const SEARCH_MENU = '.navbar__search [role=listbox]';

export interface QueryTiming extends Query {
  /** Input event of the last keystroke → the next frame showing the new list (or "no results"). */
  latencyMs: number;
  /** Input event of the last keystroke → the DOM change (before layout and paint). */
  renderMs: number;
  options: number;
  empty: boolean;
}
