/** What the checker of the worked example reports, and how it reads the pages' JSON. */

export type Json = Record<string, unknown>;

/** The value at a dotted path (`keys.0.publicKey`), or undefined. */
export function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Json | undefined)?.[key], value);
}

export function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Problems of one page, each line starting with the page, e.g. `en api.md: `. */
export class Problems {
  readonly list: string[] = [];

  constructor(readonly where: string) {}

  add(message: string): void {
    this.list.push(`${this.where}: ${message}`);
  }

  /** `shown` must equal what the page's definitions give; the line names the value and both versions. */
  expect(value: string, expected: unknown, shown: unknown): boolean {
    if (JSON.stringify(expected) === JSON.stringify(shown)) {
      return true;
    }
    this.add(`${value} does not recompute: expected ${show(expected)} shown ${show(shown)}`);
    return false;
  }
}
