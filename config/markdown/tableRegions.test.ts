import type {Element, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import {tableRegions} from './tableRegions';

const text = (value: string) => ({type: 'text' as const, value});
const el = (tagName: string, properties: Element['properties'], children: Element['children']): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const table = () =>
  el('table', {}, [
    el('thead', {}, [el('tr', {}, [el('th', {}, [text('Aspect')]), el('th', {}, [text('Query call')])])]),
  ]);

function run(tree: Root): Root {
  tableRegions()(tree);
  return tree;
}

describe('tableRegions', () => {
  it('wraps a table in a focusable region named by the nearest heading above it', () => {
    const tree = run({
      type: 'root',
      children: [el('h2', {id: 'first'}, [text('First')]), el('h2', {id: 'calls'}, [text('Calls')]), table()],
    });
    const region = tree.children[2] as Element;
    expect(region.tagName).toBe('div');
    expect(region.properties).toMatchObject({role: 'region', tabIndex: 0, ariaLabelledBy: ['calls']});
    expect((region.children[0] as Element).tagName).toBe('table');
  });

  it('names a table with no heading above it by its header cells', () => {
    const tree = run({type: 'root', children: [table()]});
    expect((tree.children[0] as Element).properties).toMatchObject({role: 'region', ariaLabel: 'Aspect Query call'});
  });

  it('finds tables nested inside other nodes, such as an admonition', () => {
    const admonition = {type: 'mdxJsxFlowElement', name: 'admonition', attributes: [], children: [table()]};
    const tree = run({type: 'root', children: [admonition as unknown as Element]});
    expect((admonition.children[0] as Element).properties.role).toBe('region');
    expect(tree.children).toHaveLength(1);
  });
});
