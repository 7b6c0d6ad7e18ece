import {describe, expect, it} from 'vitest';
import {products, specFieldLabels, specFields} from './products';
import {company, missionPillars, solutions} from './company';
import type {Localized} from './localized';

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

function expectBothLanguages(value: Localized | undefined, where: string): void {
  expect(value, where).toBeDefined();
  expect(value!.ja.trim(), `${where} (ja)`).not.toBe('');
  expect(value!.en.trim(), `${where} (en)`).not.toBe('');
  expect(value!.en, `${where} (en) is English`).not.toMatch(japanese);
}

describe('products.ts', () => {
  it('has the whole lineup, Holoreal Capsule with its own page', () => {
    expect(products.map((product) => product.id)).toEqual([
      'secure-element-module',
      'iot-module',
      'iot-sdk',
      'smart-blockchain-gacha',
      'smart-light-outlet',
      'smart-key',
      'smart-box',
      'holoreal-capsule',
    ]);
    expect(products.find((product) => product.id === 'holoreal-capsule')?.page).toBe('/products/holorealcapsule/');
  });

  for (const product of products) {
    it(`${product.id} has both languages for every field it shows`, () => {
      expectBothLanguages(product.name, `${product.id}.name`);
      expectBothLanguages(product.summary, `${product.id}.summary`);
      const shown = specFields.filter((field) => product.specs[field]);
      expect(shown.length).toBeGreaterThan(0);
      for (const field of shown) {
        expectBothLanguages(product.specs[field], `${product.id}.specs.${field}`);
        expectBothLanguages(specFieldLabels[field], `label of ${field}`);
      }
    });
  }

  it('shows the published specification values', () => {
    const spec = (id: string) => products.find((product) => product.id === id)!.specs;
    expect(spec('smart-blockchain-gacha').size?.en).toBe('W300 x D300 x H400mm');
    expect(spec('smart-blockchain-gacha').powerSupply?.en).toBe('AC 100V');
    expect(spec('smart-light-outlet').powerRating?.en).toContain('1500W');
    expect(spec('smart-box').powerSupply?.en).toBe('Solar plus battery');
    expect(spec('smart-key').powerSupply?.en).toBe('Battery');
    const communications = products.map((product) => product.specs.communication?.en ?? '').join(' ');
    for (const technology of ['Wi-Fi', 'Bluetooth', 'NFC', 'LTE']) {
      expect(communications).toContain(technology);
    }
  });
});

describe('company.ts', () => {
  it('has every fact, pillar and solution in both languages', () => {
    for (const key of ['name', 'slogan', 'address', 'ceo', 'businessArea'] as const) {
      expectBothLanguages(company[key], `company.${key}`);
    }
    expect(company.slogan.en).toBe('Authenticity, FIRST');
    expect(company.established).toMatch(/^2023-\d{2}$/);
    for (const item of [...missionPillars, ...solutions]) {
      expectBothLanguages(item.title, `${item.id}.title`);
      expectBothLanguages(item.body, `${item.id}.body`);
    }
    expect(solutions.map((solution) => solution.id)).toEqual(['blockchain', 'hardware', 'software', 'consulting']);
  });
});
