/**
 * A small scanner for the tags of built HTML that make the browser fetch something up front. The build's
 * HTML is minified (unquoted attributes, `<img … />`), which this handles; it is not a general HTML parser.
 */
export interface Tag {
  name: 'script' | 'link' | 'img';
  attrs: Record<string, string>;
}

const ENTITIES: Record<string, string> = {'&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>'};

function decode(value: string): string {
  return value.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

export function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const pattern = /([^\s"'=<>/`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    attrs[name] ??= decode(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attrs;
}

/** Removes what never loads on a first visit with scripts on: comments, `<noscript>` and `<template>`. */
function visibleMarkup(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(noscript|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style\s*>/gi, '$1');
}

export function scanTags(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of visibleMarkup(html).matchAll(/<(script|link|img)\b([^>]*)>/gi)) {
    tags.push({name: match[1]!.toLowerCase() as Tag['name'], attrs: parseAttributes(match[2]!)});
  }
  return tags;
}

/** `url(…)` references of the `@font-face` rules of a stylesheet: the first non-data source of each rule. */
export function fontFaceUrls(css: string): string[] {
  const urls: string[] = [];
  for (const rule of css.matchAll(/@font-face\s*{([^}]*)}/gi)) {
    const src = /(?:^|;)\s*src\s*:([^;]*)/i.exec(rule[1]!);
    const first = src ? /url\(\s*(["']?)([^"')]+)\1\s*\)/i.exec(src[1]!) : null;
    if (first && !first[2]!.startsWith('data:')) {
      urls.push(first[2]!);
    }
  }
  return urls;
}
