/**
 * A page's HTML with every script taken out: script elements (inline, external, JSON-LD) and the links that
 * preload scripts. What is left is what a first visit costs before any of the site's code runs: parsing the HTML
 * and the stylesheet, style, layout and paint. Minified HTML leaves attribute values unquoted, so both forms count.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, '');
}
