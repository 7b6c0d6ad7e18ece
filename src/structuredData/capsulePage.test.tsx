// @vitest-environment jsdom
import React from 'react';
import {afterEach, describe, expect, it} from 'vitest';
import {cleanup, render} from '@testing-library/react';
import {setTestLocale} from '@site/tests/unit/shims/locale';
import {localePath} from '@site/common/sitePaths';
import HolorealCapsule from '@site/src/pages/products/holorealcapsule/index';
import {valueProblems} from './schemaTestKit';

afterEach(() => {
  cleanup();
  setTestLocale('ja');
});

describe('the Holoreal Capsule page', () => {
  it.each(['ja', 'en'] as const)('states in its Product data what it shows, and only that (%s)', (locale) => {
    setTestLocale(locale);
    const {container} = render(<HolorealCapsule />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const product = JSON.parse(scripts[0]!.textContent ?? '') as Record<string, unknown>;
    expect(valueProblems(product)).toEqual([]);

    expect(product.url).toBe(`https://www.holoreal.jp${localePath(locale, '/products/holorealcapsule/')}`);
    const heading = container.querySelector('h1')!;
    expect(product.name).toBe(heading.textContent);
    expect(product.description).toBe(heading.nextElementSibling!.textContent);
    const rows = Array.from(container.querySelectorAll('section#specifications tr')).map((row) => ({
      '@type': 'PropertyValue',
      name: row.querySelector('th')!.textContent,
      value: row.querySelector('td')!.textContent,
    }));
    expect(rows.length).toBeGreaterThan(0);
    expect(product.additionalProperty).toEqual(rows);
    expect(Object.keys(product).sort()).toEqual(
      ['@context', '@type', '@id', 'url', 'name', 'description', 'brand', 'additionalProperty'].sort(),
    );
  });
});
