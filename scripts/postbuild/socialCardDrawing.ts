import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {createElement, type ReactNode} from 'react';
import {japanesePhrases} from '../../common/japanesePhrases';
import {SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH} from '../../common/socialCards';

/**
 * How a social card looks: what it shows (`CardContent`, read from the page by socialCards.ts) drawn with satori
 * into SVG and with resvg into a PNG, in Noto Sans JP from npm and the site's own colours and logo. Nothing is
 * fetched: satori is given every font it may need, and resvg loads no system font.
 */

export interface CardContent {
  /** The page's `lang` (`ja-JP`, `en-US`): Japanese titles break between phrases, others between words. */
  lang: string;
  title: string;
  /** The docs set, the product, News Plus, …: the chip above the title. */
  section: string;
  /** A post's date as the site writes it. */
  date?: string;
  /** A post's tags. */
  tags: string[];
  /** The company's name and slogan in the page's language. */
  company: string;
  slogan: string;
}

/** The colours a card takes from src/css/custom.css, by the custom property that holds each. */
const COLOUR_TOKENS = {
  /** The dark footer's blue (`.footer--dark`), the card's background. */
  background: ['.footer--dark', '--ifm-footer-background-color'],
  /** The darkest primary, where the background's gradient ends. */
  backgroundEnd: [':root', '--ifm-color-primary-darkest'],
  primary: [':root', '--ifm-color-primary'],
  accent: [':root', '--site-accent'],
  /** The footer's link colour: secondary text on the dark background. */
  muted: [':root', '--ifm-footer-link-color'],
  /** The dark mode's border colour: rules on the dark background. */
  rule: ["[data-theme='dark']", '--site-border'],
} as const;

export type Colours = Record<keyof typeof COLOUR_TOKENS, string>;

/** The custom properties of each plain rule of a style sheet, by selector; later rules add to earlier ones. */
export function customProperties(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, selector, body] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const properties = rules.get(selector!.trim()) ?? new Map<string, string>();
    for (const [, name, value] of body!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);?/g)) {
      properties.set(name!, value!.trim());
    }
    rules.set(selector!.trim(), properties);
  }
  return rules;
}

export function cardColours(css: string): Colours {
  const rules = customProperties(css);
  const colours = {} as Colours;
  for (const [key, [selector, name]] of Object.entries(COLOUR_TOKENS) as [keyof Colours, readonly [string, string]][]) {
    const value = rules.get(selector)?.get(name);
    if (!value || !/^#[0-9a-f]{3,8}$/i.test(value)) {
      throw new Error(
        `Social cards: src/css/custom.css has no colour ${name} in ${selector} (found ${value ?? 'none'})`,
      );
    }
    colours[key] = value;
  }
  return colours;
}

/** What every card is drawn with besides its content: a change to any of it redraws every card. */
export interface CardDesign {
  colours: Colours;
  /** The site's logo (static/img/logo.svg). */
  logo: string;
  /** The drawing's own code and the versions of what it draws with. */
  version: string;
}

const require = createRequire(__filename);
const packageVersion = (name: string) => (require(`${name}/package.json`) as {version: string}).version;
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-jp';
const FONT_FILES = {
  400: `${FONT_PACKAGE}/400Regular/NotoSansJP_400Regular.ttf`,
  700: `${FONT_PACKAGE}/700Bold/NotoSansJP_700Bold.ttf`,
} as const;

export async function cardDesign(siteDir: string): Promise<CardDesign> {
  const [css, logo] = await Promise.all([
    readFile(path.join(siteDir, 'src/css/custom.css'), 'utf8'),
    readFile(path.join(siteDir, 'static/img/logo.svg'), 'utf8'),
  ]);
  const code = createHash('sha256').update(readFileSync(__filename)).digest('hex').slice(0, 16);
  const versions = ['satori', '@resvg/resvg-js', FONT_PACKAGE].map((name) => `${name}@${packageVersion(name)}`);
  return {colours: cardColours(css), logo, version: [code, ...versions].join(' ')};
}

/*
 * Japanese titles break between phrases (文節), where the site's headings do (common/japanesePhrases.ts): satori
 * lays text out as `word-break: normal`, which breaks between any two kana or kanji, so each phrase is kept whole
 * with word joiners (U+2060) between its characters and a zero-width space (U+200B) between phrases.
 */
const WORD_JOINER = '\u2060';
const ZERO_WIDTH_SPACE = '\u200b';

/** The text as satori should break it: Japanese between phrases only, other languages as they are. */
export function breakableText(text: string, lang: string): string {
  if (!lang.startsWith('ja')) return text;
  const keep = (phrase: string) => phrase.replace(/(\S)(?=\S)/gu, `$1${WORD_JOINER}`);
  return japanesePhrases(text).map(keep).join(ZERO_WIDTH_SPACE);
}

/** Text width in ems, roughly: CJK characters are square, Latin about half. */
function ems(text: string): number {
  let width = 0;
  for (const character of text) {
    width += /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u.test(character) ? 1 : 0.6;
  }
  return width;
}

const PADDING_X = 80;
const TITLE_WIDTH = SOCIAL_CARD_WIDTH - 2 * PADDING_X;
/** The largest size at which a title fits its lines; long titles get more, smaller lines. */
const TITLE_SIZES = [
  {size: 88, lines: 1},
  {size: 76, lines: 2},
  {size: 68, lines: 3},
  {size: 60, lines: 3},
  {size: 52, lines: 4},
  {size: 44, lines: 5},
] as const;

function titleSize(title: string, lang: string): number {
  // Lines break between phrases or words, not anywhere: a fifth of each line is left for that, and the longest
  // phrase or word must fit a line of its own.
  const units = lang.startsWith('ja') ? japanesePhrases(title) : title.split(/\s+/u);
  const longest = Math.max(...units.map(ems));
  const fits = ({size, lines}: {size: number; lines: number}) =>
    ems(title) * size <= TITLE_WIDTH * lines * 0.8 && longest * size <= TITLE_WIDTH;
  return (TITLE_SIZES.find(fits) ?? TITLE_SIZES.at(-1)!).size;
}

type Style = Record<string, string | number>;
const box = (style: Style, ...children: ReactNode[]) =>
  createElement('div', {style: {display: 'flex', ...style}}, ...children);

/** The card as satori's tree of elements. */
export function cardTree(content: CardContent, {colours, logo}: CardDesign): ReactNode {
  const chip = box(
    {
      color: colours.accent,
      border: `2px solid ${colours.accent}`,
      borderRadius: 999,
      padding: '6px 22px',
      fontSize: 26,
      fontWeight: 700,
    },
    content.section,
  );
  const date = content.date ? box({color: colours.muted, fontSize: 26}, content.date) : null;
  const size = titleSize(content.title, content.lang);
  const title = box(
    {flexGrow: 1, alignItems: 'center'},
    box(
      {
        color: '#fff',
        fontSize: size,
        fontWeight: 700,
        lineHeight: 1.3,
        // Even lines, so that a title never ends on one short word.
        textWrap: 'balance',
        // Proportional kana and punctuation, as Japanese headlines are set.
        ...(content.lang.startsWith('ja') ? {fontFeatureSettings: '"palt"'} : {}),
      },
      breakableText(content.title, content.lang),
    ),
  );
  const tags = content.tags.length
    ? box(
        {gap: 12, flexWrap: 'wrap'},
        ...content.tags.map((tag) =>
          box(
            {
              color: colours.muted,
              backgroundColor: 'rgba(255,255,255,0.08)',
              borderRadius: 8,
              padding: '4px 14px',
              fontSize: 22,
            },
            `#${tag}`,
          ),
        ),
      )
    : null;
  const mark = box(
    {
      width: 64,
      height: 64,
      borderRadius: 16,
      backgroundColor: '#fff',
      alignItems: 'center',
      justifyContent: 'center',
    },
    createElement('img', {
      src: `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`,
      width: 48,
      height: 48,
    }),
  );
  const brand = box(
    {alignItems: 'center', justifyContent: 'space-between', borderTop: `2px solid ${colours.rule}`, paddingTop: 28},
    box({alignItems: 'center', gap: 20}, mark, box({color: '#fff', fontSize: 30, fontWeight: 700}, content.company)),
    box({color: colours.accent, fontSize: 26}, content.slogan),
  );
  return createElement(
    'div',
    {
      lang: content.lang,
      style: {
        width: SOCIAL_CARD_WIDTH,
        height: SOCIAL_CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        fontFamily: 'Noto Sans JP',
        backgroundImage: `linear-gradient(180deg, ${colours.background} 30%, ${colours.backgroundEnd})`,
      },
    },
    box({height: 10, backgroundImage: `linear-gradient(90deg, ${colours.primary}, ${colours.accent})`}),
    // The logo's capsule, large and faint, behind the top right corner.
    box({
      position: 'absolute',
      top: -120,
      right: -60,
      width: 300,
      height: 600,
      borderRadius: 150,
      border: `3px solid ${colours.accent}`,
      opacity: 0.14,
    }),
    box(
      {flexGrow: 1, flexDirection: 'column', padding: `48px ${PADDING_X}px 44px`, gap: 24},
      box({alignItems: 'center', gap: 24}, chip, date),
      title,
      tags,
      brand,
    ),
  );
}

export interface CardDrawer {
  draw(content: CardContent): Promise<Buffer>;
}

/** Loads satori, resvg and the fonts (about 11 MB), once, when a card has to be drawn. */
export async function cardDrawer(design: CardDesign): Promise<CardDrawer> {
  const [{default: satori}, {Resvg}, regular, bold] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    readFile(require.resolve(FONT_FILES[400])),
    readFile(require.resolve(FONT_FILES[700])),
  ]);
  const fonts = [
    {name: 'Noto Sans JP', data: regular, weight: 400 as const, style: 'normal' as const},
    {name: 'Noto Sans JP', data: bold, weight: 700 as const, style: 'normal' as const},
  ];
  return {
    async draw(content) {
      const svg = await satori(cardTree(content, design), {
        width: SOCIAL_CARD_WIDTH,
        height: SOCIAL_CARD_HEIGHT,
        fonts,
        // A style satori cannot draw is a mistake in this file, not something to skip quietly.
        onStyleError: (error) => {
          throw error;
        },
      });
      return new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render().asPng();
    },
  };
}
