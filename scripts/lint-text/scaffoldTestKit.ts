import {findPlaceholders} from './placeholders';

/** Front matter a scaffold fills in with real values, and lines that are only markup. */
const NOT_PROSE = /^(---|<!-- truncate -->|(slug|date|authors|tags):.*)?$/;

/** The lines of a freshly scaffolded page that the placeholder check would let through. */
export function unflaggedScaffoldLines(text: string): string[] {
  const flagged = new Set(findPlaceholders(text).map(({line}) => line));
  return text.split('\n').filter((line, index) => !flagged.has(index + 1) && !NOT_PROSE.test(line));
}
