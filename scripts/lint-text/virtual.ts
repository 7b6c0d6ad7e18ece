import {parse} from 'yaml';

/**
 * Visitor text that textlint's Markdown parsing skips, cut out of its file with the line it is on: front matter
 * fields the page shows, Mermaid labels, YAML labels (tags.yml) and translated JSON messages (i18n/en/*.json).
 */
export interface Snippet {
  where: string;
  line: number;
  text: string;
}

/** The front matter fields Docusaurus shows: the page title, the meta description, the sidebar label. */
const SHOWN_FIELDS = /^(title|description|sidebar_label):[ \t]*(.+)$/;

/** The shown front matter fields of a Markdown page. */
export function frontMatterSnippets(where: string, text: string): Snippet[] {
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') {
    return [];
  }
  const snippets: Snippet[] = [];
  for (let index = 1; index < lines.length && lines[index]!.trim() !== '---'; index++) {
    const field = SHOWN_FIELDS.exec(lines[index]!);
    const value = field === null ? undefined : scalar(lines[index]!);
    if (value !== undefined) {
      snippets.push({where, line: index + 1, text: value});
    }
  }
  return snippets;
}

const MERMAID_OPEN = /^\s*(`{3,}|~{3,})\s*mermaid\b/;
/** Lines of a diagram that only hold syntax: the diagram type, styles, comments. */
const MERMAID_SYNTAX =
  /^\s*(%%|(graph|flowchart|sequenceDiagram|stateDiagram(-v2)?|classDiagram|erDiagram|gantt|pie|journey|timeline|mindmap|end|classDef|class|style|linkStyle|direction|autonumber|click)\b)/;
/** A label: the title, quoted, in a node shape, on an edge, after the colon of a message or note, or after `as`. */
const MERMAID_LABELS = [
  /^\s*accTitle\s*:\s*(.+)$/g,
  /"([^"]+)"/g,
  /[[({>]([^"[\](){}|]+)[\])}]/g,
  /\|([^"|]+)\|/g,
  /^\s*(?:[^:"]*(?:->>|-->>|->|-->|--x|-x|--\)|-\))[^:"]*|note\s+(?:over|left of|right of)\s+[^:]+):\s*([^"]+)$/gi,
  /^\s*(?:participant|actor)\s+\S+\s+as\s+(.+)$/gi,
  /^\s*(?:loop|alt|else|opt|par|and|critical|break|rect|section|title|subgraph\s+\w+)\s+([^"[\]]+)$/gi,
];

/** The labels of the Mermaid diagrams of a page, a snippet each. */
export function mermaidSnippets(where: string, text: string): Snippet[] {
  const snippets: Snippet[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, index) => {
    if (fence === undefined) {
      fence = MERMAID_OPEN.exec(line)?.[1];
      return;
    }
    if (line.trim().startsWith(fence)) {
      fence = undefined;
      return;
    }
    if (MERMAID_SYNTAX.test(line)) {
      return;
    }
    for (const pattern of MERMAID_LABELS) {
      for (const match of line.matchAll(pattern)) {
        const label = match[1]!.replace(/<br\s*\/?>/g, '\n').trim();
        if (/\p{L}/u.test(label)) {
          snippets.push({where, line: index + 1, text: label});
        }
      }
    }
  });
  return snippets;
}

/** The values of the given keys in a YAML file written one key a line (tags.yml, authors.yml). */
export function yamlSnippets(where: string, text: string, keys: readonly string[]): Snippet[] {
  const key = new RegExp(`^\\s*(${keys.join('|')}):[ \\t]*(.+)$`);
  return text.split('\n').flatMap((line, index) => {
    const value = key.test(line) ? scalar(line.trim()) : undefined;
    return value === undefined ? [] : [{where, line: index + 1, text: value}];
  });
}

/** The `message` values of a Docusaurus translation file (code.json, navbar.json, current.json...). */
export function jsonMessageSnippets(where: string, text: string): Snippet[] {
  return text.split('\n').flatMap((line, index) => {
    const field = /^\s*"message":\s*("(?:[^"\\]|\\.)*")/.exec(line);
    return field === null ? [] : [{where, line: index + 1, text: JSON.parse(field[1]!) as string}];
  });
}

/** The string value of a one-line `key: value` YAML entry. */
function scalar(line: string): string | undefined {
  const value: unknown = Object.values((parse(line) ?? {}) as Record<string, unknown>)[0];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
