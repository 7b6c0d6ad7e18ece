import {describe, expect, it} from 'vitest';
import {classifyClick, dropdownEvent, locationChanged, pagePath} from './events';

const origin = 'https://www.holoreal.jp';
const link = {text: 'Contact', href: `${origin}/contact`, inBrand: false, inNavbar: false, inFooter: false};

describe('locationChanged', () => {
  const a = {pathname: '/docs/', search: '', hash: ''};
  it('is true for the first page and for any difference in path, query or hash', () => {
    expect(locationChanged(null, a)).toBe(true);
    expect(locationChanged(a, {...a, pathname: '/contact'})).toBe(true);
    expect(locationChanged(a, {...a, search: '?q=hydra'})).toBe(true);
    expect(locationChanged(a, {...a, hash: '#x'})).toBe(true);
  });
  it('is false for a re-render to the same location', () => {
    expect(locationChanged(a, {...a})).toBe(false);
  });
  it('builds the page path from all three parts', () => {
    expect(pagePath({pathname: '/en/search', search: '?q=a', hash: '#r'})).toBe('/en/search?q=a#r');
  });
});

describe('classifyClick', () => {
  it('reports the brand first, even though it sits in the navbar', () => {
    expect(
      classifyClick({...link, text: 'Holoreal', href: `${origin}/`, inBrand: true, inNavbar: true}, origin),
    ).toEqual({
      name: 'brand_click',
      params: {link_text: 'Holoreal', link_url: `${origin}/`},
    });
  });
  it('reports navbar links, including external ones there, as navbar clicks', () => {
    expect(classifyClick({...link, inNavbar: true}, origin)?.name).toBe('navbar_click');
    expect(classifyClick({...link, href: 'https://github.com/x', inNavbar: true}, origin)?.name).toBe('navbar_click');
  });
  it('reports footer links as footer clicks', () => {
    expect(classifyClick({...link, inFooter: true}, origin)?.name).toBe('footer_click');
  });
  it('reports other links that leave the site as external', () => {
    expect(classifyClick({...link, href: 'https://hydra.family/head-protocol/'}, origin)).toEqual({
      name: 'external_link_click',
      params: {link_text: 'Contact', link_url: 'https://hydra.family/head-protocol/'},
    });
  });
  it('ignores internal content links and non-http links', () => {
    expect(classifyClick(link, origin)).toBeNull();
    expect(classifyClick({...link, href: 'mailto:privacy@holoreal.jp'}, origin)).toBeNull();
  });
  it('normalises whitespace and bounds the label', () => {
    const event = classifyClick({...link, text: '  News\n  Plus ' + 'x'.repeat(200), inNavbar: true}, origin);
    expect(event?.params.link_text.startsWith('News Plus x')).toBe(true);
    expect(event?.params.link_text).toHaveLength(100);
  });
  it('builds the dropdown event from its label and target', () => {
    expect(dropdownEvent(' Documentation ', `${origin}/docs/`)).toEqual({
      name: 'dropdown_expand',
      params: {link_text: 'Documentation', link_url: `${origin}/docs/`},
    });
  });
});
