import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

/*
 * patches/prism-react-renderer+*.patch makes Prism's `insertBefore` reorder a grammar in place instead of
 * copying it and walking every grammar to repoint references (most of the highlighter's start-up time on a
 * phone). These hold it to Prism's documented result.
 */
describe("Prism's insertBefore, in place", () => {
  const token = (name: string) => new RegExp(name);

  it('puts the new tokens before the given one, a token it redefines at the new place, and keeps the object', () => {
    const root: Record<string, Record<string, RegExp>> = {
      lang: {a: token('a'), b: token('b'), c: token('c'), d: token('d')},
    };
    const grammar = root.lang!;
    const user = {inside: grammar};

    const result = Prism.languages.insertBefore('lang', 'c', {n: token('n'), a: token('a2')}, root);

    expect(Object.keys(result)).toEqual(['b', 'n', 'a', 'c', 'd']);
    expect((result as Record<string, RegExp>).a!.source).toBe('a2');
    expect(result).toBe(grammar);
    expect(user.inside).toBe(root.lang);
  });

  it('highlights the languages the site writes code in', () => {
    const types = (code: string, language: string) =>
      Prism.tokenize(code, Prism.languages[language]!)
        .filter((part): part is Prism.Token => typeof part !== 'string')
        .map((part) => part.type);

    expect(types('const x: number = 1;', 'typescript')).toEqual(
      expect.arrayContaining(['keyword', 'operator', 'number', 'builtin']),
    );
    expect(types('{"id": 1, "ok": true}', 'json')).toEqual([
      'punctuation',
      'property',
      'operator',
      'number',
      'punctuation',
      'property',
      'operator',
      'boolean',
      'punctuation',
    ]);
    expect(types('name: hydra # head', 'yaml')).toEqual(expect.arrayContaining(['key', 'comment']));
    expect(types('fn main() { let n = 1; }', 'rust')).toEqual(expect.arrayContaining(['keyword', 'number']));
  });
});
