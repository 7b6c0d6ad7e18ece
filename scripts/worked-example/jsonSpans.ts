/**
 * Where each value of a JSON text sits, so that a value can be replaced without reformatting the rest: the
 * pages' examples are laid out by hand (short objects on one line), which JSON.stringify would not keep.
 */
export interface Span {
  start: number;
  end: number;
}

/** Spans by path: object keys and array indexes joined with dots, e.g. `batch.path.0.hash`; '' is the whole. */
export function jsonSpans(text: string): Map<string, Span> {
  const spans = new Map<string, Span>();
  let at = 0;
  const fail = (what: string): never => {
    throw new Error(`JSON: ${what} at offset ${at}`);
  };
  const skipSpace = () => {
    while (/\s/.test(text[at] ?? '')) {
      at++;
    }
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[at] !== char) {
      fail(`expected ${char}`);
    }
    at++;
  };
  const readString = (): string => {
    const match = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(at)) ?? fail('unterminated string');
    at += match[0].length;
    return JSON.parse(match[0]) as string;
  };
  const child = (path: string, key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  const readValue = (path: string) => {
    skipSpace();
    const start = at;
    const char = text[at];
    if (char === '{' || char === '[') {
      at++;
      const closing = char === '{' ? '}' : ']';
      skipSpace();
      for (let index = 0; text[at] !== closing; index++) {
        if (index > 0) {
          expect(',');
          skipSpace();
        }
        if (char === '{') {
          const key = readString();
          expect(':');
          readValue(child(path, key));
        } else {
          readValue(child(path, index));
        }
        skipSpace();
      }
      at++;
    } else if (char === '"') {
      readString();
    } else {
      const match = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(at)) ?? fail('no value');
      at += match[0].length;
    }
    spans.set(path, {start, end: at});
  };
  readValue('');
  skipSpace();
  if (at !== text.length) {
    fail('trailing text');
  }
  return spans;
}
