import {readFile} from 'node:fs/promises';
import type {Nodes, Root} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parse as parseYaml} from 'yaml';

/** What the check compares between a Markdown page and its translation. */
export interface MarkdownFacts {
  frontMatter: Record<string, unknown>;
  /** Level-2 headings (`## …` or setext), outside code. */
  h2: number;
  /** Code blocks (fenced or indented) other than Mermaid diagrams. */
  code: number;
  /** Fenced code blocks whose language is `mermaid`. They are not counted in `code`. */
  mermaid: number;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);

/**
 * Parses Markdown with remark (CommonMark + YAML front matter). `.mdx` files go through the same parser:
 * imports and JSX become paragraphs or HTML, while headings and fenced code parse as in MDX, and both
 * files of a pair are read the same way, so their counts compare like with like.
 */
export function markdownFacts(text: string): MarkdownFacts {
  const tree: Root = parser.parse(text);
  const facts: MarkdownFacts = {frontMatter: {}, h2: 0, code: 0, mermaid: 0};
  for (const node of tree.children) {
    if (node.type === 'yaml') {
      facts.frontMatter = frontMatterOf(node.value);
    }
  }
  count(tree, facts);
  return facts;
}

export async function readMarkdownFacts(file: string): Promise<MarkdownFacts> {
  return markdownFacts(await readFile(file, 'utf8'));
}

function frontMatterOf(yaml: string): Record<string, unknown> {
  const value: unknown = parseYaml(yaml);
  if (value === null || value === undefined) {
    return {};
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new Error('front matter is not a YAML mapping');
  }
  return value as Record<string, unknown>;
}

function count(node: Nodes, facts: MarkdownFacts): void {
  if (node.type === 'heading' && node.depth === 2) {
    facts.h2 += 1;
  } else if (node.type === 'code') {
    if (node.lang === 'mermaid') {
      facts.mermaid += 1;
    } else {
      facts.code += 1;
    }
  }
  if ('children' in node) {
    for (const child of node.children) {
      count(child, facts);
    }
  }
}
