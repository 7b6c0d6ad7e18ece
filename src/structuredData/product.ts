import type {Product as SchemaProduct, WithContext} from 'schema-dts';
import type {Locale} from '@site/common/sitePaths';
import {company} from '@site/src/data/company';
import {pick} from '@site/src/data/localized';
import {specFieldLabels, specFields, type Product} from '@site/src/data/products';
import {absoluteUrl} from './siteUrls';

/** What a product's own page states: its data (src/data/products.ts) and the page's lead paragraph. */
export interface ProductFacts {
  siteUrl: string;
  locale: Locale;
  product: Product;
  /** The page's address in its language, from the site's root (`/en/products/holorealcapsule/`). */
  permalink: string;
  /** The lead paragraph under the page's heading, as the page renders it. */
  description: string;
}

/**
 * A product page as a schema.org Product, with only what the page shows: its name, its lead, its brand (in the
 * name and the navbar) and its specification table, row by row. No price, offer or rating: the page states none.
 */
export function productJsonLd({
  siteUrl,
  locale,
  product,
  permalink,
  description,
}: ProductFacts): WithContext<SchemaProduct> {
  const url = absoluteUrl(siteUrl, permalink);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    url,
    name: pick(product.name, locale),
    description,
    brand: {'@type': 'Brand', name: company.shortName},
    additionalProperty: specFields.flatMap((field) => {
      const value = product.specs[field];
      return value
        ? [{'@type': 'PropertyValue' as const, name: pick(specFieldLabels[field], locale), value: pick(value, locale)}]
        : [];
    }),
  };
}
