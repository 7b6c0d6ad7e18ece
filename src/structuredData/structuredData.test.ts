import {describe, expect, it} from 'vitest';
import {socialCardPath} from '@site/common/socialCards';
import {localePath} from '@site/common/sitePaths';
import {products} from '@site/src/data/products';
import {blogPosting, type PostFacts} from './blogPosting';
import {organizationDetails} from './organization';
import {productJsonLd} from './product';
import {techArticle, type DocFacts} from './techArticle';
import {jsonLdText} from './jsonLdText';
import {typeErrors, valueProblems, type Case} from './schemaTestKit';

const siteUrl = 'https://www.holoreal.jp';
const capsule = products.find((product) => product.id === 'holoreal-capsule')!;

const post: PostFacts = {
  siteUrl,
  locale: 'ja',
  permalink: '/newsplus/hydra-faq',
  title: 'Hydra FAQ：よくいただく質問にお答えします',
  description: 'Hydraについてよくいただく質問にお答えします。',
  date: '2025-03-11T00:00:00.000Z',
  authors: [{name: 'ホロリアル開発チーム', page: {permalink: '/newsplus/authors/dev-articles'}, team: true}],
  tags: [{label: '2025'}, {label: 'Cardano'}],
  blog: {title: 'News Plus', permalink: '/newsplus'},
};
const englishPost: PostFacts = {
  ...post,
  locale: 'en',
  permalink: '/en/newsplus/hydra-faq',
  title: 'Hydra FAQ: answers to the questions we are asked most',
  description: 'Answers to the questions we are asked most about Hydra.',
  lastUpdatedAt: Date.parse('2025-04-02T09:30:00Z'),
  image: '/img/newsplus/hydra-faq/cover.png',
  authors: [{name: 'Kenichi Sato', url: 'https://example.com/ksato', page: null}],
  blog: {title: 'News Plus', permalink: '/en/newsplus'},
};
const doc: DocFacts = {
  siteUrl,
  locale: 'en',
  permalink: '/en/docs/cardano/f13/arch/flow',
  title: 'Message flow',
  description: 'How a device event travels to the Hydra Head.',
  lastUpdatedAt: Date.parse('2025-05-01T00:00:00Z'),
  docsSet: {name: 'CARDANO Documentation', permalink: '/en/docs/cardano/'},
};

const cases: Case[] = [
  {name: 'post (ja)', type: 'BlogPosting', value: blogPosting(post)},
  {name: 'post (en, own image and a person)', type: 'BlogPosting', value: blogPosting(englishPost)},
  {name: 'docs page', type: 'TechArticle', value: techArticle(doc)},
  {name: 'docs page without a date', type: 'TechArticle', value: techArticle({...doc, lastUpdatedAt: undefined})},
  ...(['ja', 'en'] as const).map((locale) => ({
    name: `Capsule (${locale})`,
    type: 'Product',
    value: productJsonLd({
      siteUrl,
      locale,
      product: capsule,
      permalink: localePath(locale, capsule.page!),
      description: 'リード',
    }),
  })),
  {name: 'home page', type: 'Organization', value: organizationDetails(siteUrl, 'ja')},
];

/**
 * Wrong on purpose, each in one way the checks must report: a property schema.org does not have (at the top
 * and inside an author), a misspelled type, a date that is not ISO 8601, a relative image, a missing headline.
 */
function planted(): Case[] {
  const good = blogPosting(post) as unknown as Record<string, unknown>;
  const withoutHeadline = Object.fromEntries(Object.entries(good).filter(([key]) => key !== 'headline'));
  return [
    {name: 'unknown property', type: 'BlogPosting', value: {...good, headlin: 'x'}},
    {name: 'unknown author property', type: 'BlogPosting', value: {...good, author: [{'@type': 'Person', nmae: 'x'}]}},
    {name: 'misspelled type', type: 'BlogPosting', value: {...good, '@type': 'BlogPost'}},
    {name: 'number as date', type: 'BlogPosting', value: {...good, datePublished: 20250311}},
    {name: 'date not ISO 8601', type: 'BlogPosting', value: {...good, datePublished: '2025/03/11'}},
    {name: 'relative image', type: 'BlogPosting', value: {...good, image: socialCardPath(post.permalink)}},
    {name: 'no headline', type: 'BlogPosting', value: withoutHeadline},
  ];
}

describe('structured data', () => {
  const errors = typeErrors([...cases, ...planted()]);

  it.each(cases.map((item) => [item.name, item] as const))('%s: fits its schema.org type', (name, item) => {
    expect(errors[name], `${name} as ${item.type}`).toEqual([]);
    expect(valueProblems(item.value), name).toEqual([]);
  });

  it('reports a wrong property, type, date, address or a missing property', () => {
    const problems = (name: string) => [
      ...errors[name]!,
      ...valueProblems(planted().find((item) => item.name === name)!.value),
    ];
    expect(problems('unknown property').join('\n')).toMatch(/'"headlin"' does not exist/);
    expect(problems('unknown author property').join('\n')).toMatch(/'"nmae"' does not exist/);
    expect(problems('misspelled type').join('\n')).toMatch(/"BlogPost"/);
    expect(problems('number as date').join('\n')).toMatch(/number/);
    expect(problems('date not ISO 8601')).toEqual(['datePublished: not an ISO 8601 date: 2025/03/11']);
    expect(problems('relative image')).toEqual(['image: not an absolute URL: /cards/newsplus/hydra-faq.png']);
    expect(problems('no headline')).toEqual(['BlogPosting: BlogPosting without headline']);
  });

  it("a post: the page's title, dates, language and address; its social card unless the front matter names an image", () => {
    expect(blogPosting(post)).toMatchObject({
      headline: post.title,
      inLanguage: 'ja',
      url: 'https://www.holoreal.jp/newsplus/hydra-faq',
      mainEntityOfPage: {'@id': 'https://www.holoreal.jp/newsplus/hydra-faq'},
      datePublished: '2025-03-11T00:00:00.000Z',
      dateModified: '2025-03-11T00:00:00.000Z',
      image: `https://www.holoreal.jp${socialCardPath('/newsplus/hydra-faq')}`,
      author: [
        {
          '@type': 'Organization',
          name: 'ホロリアル開発チーム',
          url: 'https://www.holoreal.jp/newsplus/authors/dev-articles',
        },
      ],
      publisher: {'@id': 'https://www.holoreal.jp/#organization', name: '株式会社ホロリアル'},
      keywords: ['2025', 'Cardano'],
    });
    expect(blogPosting(englishPost)).toMatchObject({
      inLanguage: 'en',
      dateModified: '2025-04-02T09:30:00.000Z',
      image: 'https://www.holoreal.jp/img/newsplus/hydra-faq/cover.png',
      author: [{'@type': 'Person', name: 'Kenichi Sato', url: 'https://example.com/ksato'}],
      publisher: {name: 'Holoreal Inc.'},
    });
    // SITE_URL with a trailing slash gives the same addresses.
    expect(blogPosting({...post, siteUrl: `${siteUrl}/`}).url).toBe(blogPosting(post).url);
  });

  it('a docs page: its card, its set, a date only when the page has one', () => {
    expect(techArticle(doc)).toMatchObject({
      headline: 'Message flow',
      inLanguage: 'en',
      dateModified: '2025-05-01T00:00:00.000Z',
      image: 'https://www.holoreal.jp/cards/en/docs/cardano/f13/arch/flow.png',
      isPartOf: {name: 'CARDANO Documentation', url: 'https://www.holoreal.jp/en/docs/cardano/'},
      publisher: {'@type': 'Organization', '@id': 'https://www.holoreal.jp/#organization'},
    });
    expect(techArticle({...doc, lastUpdatedAt: null})).not.toHaveProperty('dateModified');
  });

  it("the Capsule: the data's name and specification rows, and nothing the page does not state", () => {
    const product = productJsonLd({
      siteUrl,
      locale: 'en',
      product: capsule,
      permalink: '/en/products/holorealcapsule/',
      description: 'Lead.',
    });
    expect(product).toMatchObject({
      name: 'Holoreal Capsule',
      url: 'https://www.holoreal.jp/en/products/holorealcapsule/',
    });
    expect(product).not.toHaveProperty('offers');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
    expect(product).toMatchObject({
      additionalProperty: expect.arrayContaining([{'@type': 'PropertyValue', name: 'Communication', value: 'NFC'}]),
    });
  });

  it('writes JSON that cannot close its <script> early', () => {
    const text = jsonLdText(techArticle({...doc, title: 'a </script><script>alert(1)</script>'}));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toMatchObject({headline: 'a </script><script>alert(1)</script>'});
  });
});
