import type {Element, ElementContent, Root} from 'hast';
import type {Node, Parent} from 'unist';

/**
 * Markdown tables wider than the column scroll sideways. A scrolling box must be reachable by keyboard and
 * say what it holds, so each table is wrapped in a focusable region named by the nearest heading above it
 * (aria-labelledby), or by its own header cells when no heading precedes it. The wrapper scrolls; the table
 * inside keeps the theme's look (src/css/custom.css, `.table-region`).
 */
export function tableRegions() {
  return (tree: Root): void => {
    let heading: Element | undefined;
    // Any parent, not only elements: tables also sit inside MDX nodes (admonitions, details).
    const walk = (parent: Parent): void => {
      parent.children.forEach((child, index) => {
        if (isElement(child)) {
          if (/^h[1-6]$/.test(child.tagName) && typeof child.properties.id === 'string') {
            heading = child;
            return;
          }
          if (child.tagName === 'table') {
            parent.children[index] = region(child, heading);
            return;
          }
        }
        if ('children' in child && Array.isArray(child.children)) {
          walk(child as Parent);
        }
      });
    };
    walk(tree);
  };
}

const isElement = (node: Node): node is Element => node.type === 'element';

function region(table: Element, heading: Element | undefined): Element {
  const headerText = textOf(table.children.find((child) => isElement(child) && child.tagName === 'thead'));
  const name = heading
    ? {ariaLabelledBy: [heading.properties.id as string]}
    : headerText
      ? {ariaLabel: headerText}
      : {};
  return {
    type: 'element',
    tagName: 'div',
    properties: {className: ['table-region', 'scroll-hint'], role: 'region', tabIndex: 0, ...name},
    children: [table],
  };
}

function textOf(node: ElementContent | undefined): string {
  if (!node) {
    return '';
  }
  if (node.type === 'text') {
    return node.value;
  }
  return node.type === 'element' ? node.children.map(textOf).join(' ').replace(/\s+/g, ' ').trim() : '';
}
