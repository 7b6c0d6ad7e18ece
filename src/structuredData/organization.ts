import type {Organization, WithContext} from 'schema-dts';
import {company} from '@site/src/data/company';
import {pick} from '@site/src/data/localized';
import {absoluteUrl} from './siteUrls';

/** The company as one node: the same `@id` in both languages, so every page's publisher is the home page's. */
export function organization(siteUrl: string, locale: string) {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(siteUrl, '/#organization'),
    name: pick(company.name, locale),
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/img/logo.svg'),
  } as const satisfies Organization;
}

/** The home page's description of the company (src/data/company.ts). */
export function organizationDetails(siteUrl: string, locale: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    ...organization(siteUrl, locale),
    alternateName: company.shortName,
    slogan: pick(company.slogan, locale),
    foundingDate: company.established,
    address: pick(company.address, locale),
    sameAs: [company.repositoryUrl],
  };
}
