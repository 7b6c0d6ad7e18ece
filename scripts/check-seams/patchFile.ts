/** Reads patch-package patches: which package and version a patch is for, and its hunks per file. */

export interface Hunk {
  /** The lines the hunk expects (context and removed), joined with newlines. */
  before: string;
  /** The lines it leaves (context and added), joined with newlines. */
  after: string;
}

/** `@scope+name+1.2.3.patch` → package `@scope/name`, version `1.2.3`. */
export function patchTarget(patchName: string): {package: string; version: string} {
  const parts = patchName.replace(/\.patch$/, '').split('+');
  const version = parts.pop() ?? '';
  return {package: parts.join('/'), version};
}

/** Hunks by patched file, the file relative to its package folder (`lib/index.js`). */
export function parsePatch(text: string, packageName: string): Map<string, Hunk[]> {
  const files = new Map<string, Hunk[]>();
  const prefix = `node_modules/${packageName}/`;
  let hunks: Hunk[] | undefined;
  let hunk: {before: string[]; after: string[]} | undefined;
  const close = () => {
    if (hunk && hunks) {
      hunks.push({before: hunk.before.join('\n'), after: hunk.after.join('\n')});
    }
    hunk = undefined;
  };
  for (const line of text.split('\n')) {
    const diff = /^diff --git a\/(\S+) b\//.exec(line);
    if (diff) {
      close();
      hunks = [];
      files.set(diff[1]!.replace(prefix, ''), hunks);
    } else if (line.startsWith('@@')) {
      close();
      hunk = {before: [], after: []};
    } else if (hunk) {
      const body = line.slice(1);
      if (line.startsWith(' ')) {
        hunk.before.push(body);
        hunk.after.push(body);
      } else if (line.startsWith('-')) {
        hunk.before.push(body);
      } else if (line.startsWith('+')) {
        hunk.after.push(body);
      }
    }
  }
  close();
  return files;
}
