import {describe, expect, it} from 'vitest';
import {navbar} from './navbar';
import {homeSections, NEVER_CURRENT} from './homeSections';

const frame = {
  shortName: 'Holoreal',
  name: {en: 'Holoreal Inc.'},
  repositoryUrl: 'https://github.com/holoreal',
  copyrightYears: '2024',
  securityEmail: 'security@example.com',
};

describe("the navbar's Home menu", () => {
  it('lists every section of the home page and never marks one as the current page', () => {
    const home = navbar(frame).items.find((item) => 'label' in item && item.label === 'ホーム');
    const items = (home && 'items' in home ? home.items : []) as {to: string; activeBaseRegex?: string}[];
    expect(items.map((item) => item.to)).toEqual(homeSections.map((section) => section.to));
    expect(items.every((item) => item.activeBaseRegex === NEVER_CURRENT)).toBe(true);
    // What Docusaurus does with it: the pattern tested against the current path.
    for (const path of ['/', '/en/', '/products/']) {
      expect(new RegExp(NEVER_CURRENT).test(path)).toBe(false);
    }
  });
});
