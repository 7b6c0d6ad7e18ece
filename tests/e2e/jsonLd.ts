/** schema.org's context, as JSON-LD writes it (`https://schema.org`, the old `http:` form, a trailing slash). */
const SCHEMA_ORG = /^https?:\/\/schema\.org\/?$/;

const hasType = (node: Record<string, unknown>) => {
  const type = node['@type'];
  return Array.isArray(type)
    ? type.length > 0 && type.every((item) => typeof item === 'string' && item !== '')
    : typeof type === 'string' && type !== '';
};

/**
 * What is wrong with a page's `<script type="application/ld+json">` texts, one line per fault: a script that
 * is not JSON, an object without schema.org as its `@context` or without a `@type` (each node of an `@graph`).
 */
export function jsonLdProblems(texts: readonly string[]): string[] {
  return texts.flatMap((text, index) => {
    const where = `script ${index + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      return [`${where}: not JSON (${(error as Error).message})`];
    }
    return (Array.isArray(data) ? data : [data]).flatMap((item: unknown, itemIndex): string[] => {
      const at = Array.isArray(data) ? `${where}[${itemIndex}]` : where;
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        return [`${at}: not an object`];
      }
      const node = item as Record<string, unknown>;
      const problems = SCHEMA_ORG.test(String(node['@context'])) ? [] : [`${at}: @context is not schema.org`];
      const graph = node['@graph'];
      if (Array.isArray(graph)) {
        graph.forEach((child: unknown, childIndex) => {
          if (child === null || typeof child !== 'object' || !hasType(child as Record<string, unknown>)) {
            problems.push(`${at}.@graph[${childIndex}]: no @type`);
          }
        });
      } else if (!hasType(node)) {
        problems.push(`${at}: no @type`);
      }
      return problems;
    });
  });
}
