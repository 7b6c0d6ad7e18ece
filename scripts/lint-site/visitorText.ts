import * as cheerio from 'cheerio';
import type {AnyNode} from 'cheerio';

/** One string a visitor reads or hears, and where on the page it is. */
export interface VisitorString {
  /** `text`, an attribute (`alt`, `aria-label`...), a meta field (`description`, `og:title`), `json-ld`, `feed`. */
  kind: string;
  text: string;
}

/** Not read as prose: code, scripts, styles and the like. (A drawing's `<text>` is read: diagrams are text.) */
const SKIPPED = new Set(['script', 'style', 'template', 'code', 'pre', 'kbd', 'samp', 'math']);

/** Elements that end a run of text: what is inside one is read as one paragraph. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'button',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'foreignobject',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'label',
  'legend',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'optgroup',
  'p',
  'section',
  'select',
  'summary',
  'table',
  'tbody',
  'td',
  'text',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/** Inline elements laid out apart from their neighbours (a brand beside a section label): words do not join. */
const SEPARATE = new Set(['a', 'img', 'input', 'select', 'textarea']);

/** Attributes whose text is shown or spoken. */
const SPOKEN_ATTRIBUTES = ['alt', 'title', 'aria-label', 'aria-description', 'aria-roledescription', 'placeholder'];

/** Meta fields shown where the page is shared or found: search results, link previews. */
const SHARED_META = /^(description|og:(title|description|site_name|image:alt)|twitter:(title|description|image:alt))$/;

/** JSON-LD keys whose values are addresses, dates or codes, not text. */
const JSON_LD_NOT_TEXT = /^(@.*|url|image|logo|sameAs|contentUrl|thumbnailUrl|item|email|telephone|date.*|inLanguage)$/;

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Has a letter in it: a string of digits and punctuation says nothing a dictionary could check. */
function worded(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** The text of the body, a string a paragraph: blocks split it, inline markup (links, emphasis) does not. */
function paragraphs($: cheerio.CheerioAPI): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    const text = collapse(run);
    if (worded(text)) {
      out.push(text);
    }
    run = '';
  };
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        run += node.data;
      } else if (node.type === 'tag') {
        const name = node.name.toLowerCase();
        if (SKIPPED.has(name)) {
          run += ' ';
          continue;
        }
        if (BLOCKS.has(name)) {
          flush();
          walk(node.children);
          flush();
        } else if (SEPARATE.has(name)) {
          run += ' ';
          walk(node.children);
          run += ' ';
        } else {
          walk(node.children);
        }
      }
    }
  };
  walk($('body').toArray());
  flush();
  return out;
}

/** Every string value of a JSON-LD object that is text, not an address, a date or a type. */
function jsonLdText(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    return JSON_LD_NOT_TEXT.test(key) || /^(https?:|\/)/.test(value) || !worded(value) ? [] : [collapse(value)];
  }
  if (Array.isArray(value)) {
    return value.flatMap((item) => jsonLdText(item, key));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([childKey, child]) => jsonLdText(child, childKey));
  }
  return [];
}

/** The language of an HTML page (`ja-JP` → `ja`), from its `<html lang>`. */
export function pageLanguage(html: string): string | undefined {
  return cheerio.load(html)('html').attr('lang')?.split('-')[0];
}

/** Everything a visitor reads or hears on an HTML page: body text, spoken attributes, head text, JSON-LD. */
export function pageStrings(html: string): VisitorString[] {
  const $ = cheerio.load(html);
  const strings: VisitorString[] = [];
  const title = collapse($('head > title').text());
  if (worded(title)) {
    strings.push({kind: 'title', text: title});
  }
  $('meta').each((_, element) => {
    const name = $(element).attr('name') ?? $(element).attr('property') ?? '';
    const content = collapse($(element).attr('content') ?? '');
    if (SHARED_META.test(name) && worded(content)) {
      strings.push({kind: name, text: content});
    }
  });
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      for (const text of jsonLdText(JSON.parse($(element).text()))) {
        strings.push({kind: 'json-ld', text});
      }
    } catch {
      strings.push({kind: 'json-ld', text: '(JSON-LD that does not parse)'});
    }
  });
  for (const attribute of SPOKEN_ATTRIBUTES) {
    $(`body [${attribute}]`).each((_, element) => {
      const text = collapse($(element).attr(attribute) ?? '');
      if (worded(text)) {
        strings.push({kind: attribute, text});
      }
    });
  }
  strings.push(...paragraphs($).map((text) => ({kind: 'text', text})));
  return strings;
}

/** The titles and summaries of a feed (RSS, Atom or JSON Feed): what a feed reader lists. */
export function feedStrings(name: string, content: string): VisitorString[] {
  if (name.endsWith('.json')) {
    const feed = JSON.parse(content) as {
      title?: string;
      description?: string;
      items?: {title?: string; summary?: string}[];
    };
    return [feed.title, feed.description, ...(feed.items ?? []).flatMap((item) => [item.title, item.summary])]
      .filter((text): text is string => typeof text === 'string' && worded(text))
      .map((text) => ({kind: 'feed', text: collapse(text)}));
  }
  const $ = cheerio.load(content, {xml: true});
  return $(
    'channel > title, channel > description, item > title, item > description, feed > title, feed > subtitle, entry > title, entry > summary',
  )
    .toArray()
    .map((element) => collapse($(element).text()))
    .filter(worded)
    .map((text) => ({kind: 'feed', text}));
}
