import {readFileSync} from 'node:fs';
import type {MermaidConfig} from 'mermaid';
import path from 'node:path';
import {CHROME_FLAGS, findChromium} from '../../../common/chromium';
import type {Locale} from '../../../common/sitePaths';
import {diagramKey, MODES, type Drawing, type Mode} from './store';

/**
 * Mermaid's own themes, as the site used them when Mermaid ran in the browser, but for the dark theme's edge labels:
 * its grey behind light grey text is 3.9:1, under WCAG AA; the site's dark surface colour gives them 11:1.
 */
const THEMES: Record<Mode, MermaidConfig> = {
  light: {theme: 'neutral'},
  dark: {theme: 'dark', themeVariables: {edgeLabelBackground: '#13283d'}},
};

const MERMAID_VERSION = (JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string})
  .version;

/**
 * The font a diagram's text is measured in and shown in: the page's own stack (`--ifm-font-family-base`), which
 * src/css/custom.css defines once for English and once for Japanese pages (the last definition).
 */
function fontStack(locale: Locale): string {
  const css = readFileSync(path.resolve(__dirname, '../../../src/css/custom.css'), 'utf8');
  const stacks = [...css.matchAll(/--ifm-font-family-base:\s*([^;]+);/g)].map((match) =>
    (match[1] ?? '').replace(/\s+/g, ' ').trim(),
  );
  const stack = locale === 'ja' ? stacks.at(-1) : stacks[0];
  if (!stack) {
    throw new Error('src/css/custom.css defines no --ifm-font-family-base to draw diagrams in');
  }
  return stack;
}

/** Everything besides the source that changes a drawing; part of its key. */
export function drawingSettings(locale: Locale): string {
  return JSON.stringify({mermaid: MERMAID_VERSION, themes: THEMES, font: fontStack(locale), shape: 2});
}

export const keyOf = (locale: Locale, source: string) => diagramKey(drawingSettings(locale), source);

export class NoBrowserError extends Error {}

type Renderer = (typeof import('mermaid-isomorphic'))['createMermaidRenderer'] extends () => infer R ? R : never;
let renderer: Renderer | undefined;

async function getRenderer(): Promise<Renderer> {
  const chromium = findChromium();
  if (!chromium) {
    throw new NoBrowserError(
      'Drawing a new or changed Mermaid diagram needs Chromium, and none was found (CHROME_PATH, /usr/bin/chromium ' +
        'or Playwright’s own). Install it (Debian: apt-get install chromium) and run `npm run diagrams`, then ' +
        'commit the files it writes in diagrams/.',
    );
  }
  if (!renderer) {
    const [{createMermaidRenderer}, {chromium: browserType}] = await Promise.all([
      import('mermaid-isomorphic'),
      import('playwright'),
    ]);
    renderer = createMermaidRenderer({
      browserType,
      launchOptions: {executablePath: chromium.path, args: CHROME_FLAGS},
    });
  }
  return renderer;
}

/**
 * Draws one diagram in both colour modes with Mermaid in a headless Chromium. Ids inside the SVG (its styles,
 * arrow markers) start with the diagram's key, so two diagrams, or its two modes, on one page never collide.
 * The SVG keeps Mermaid's drawing; only its sizing is left to the page (src/theme/Mermaid).
 */
export async function drawDiagram(locale: Locale, source: string): Promise<Drawing> {
  const render = await getRenderer();
  const key = keyOf(locale, source);
  const fontFamily = fontStack(locale);
  const drawn = await Promise.all(
    MODES.map(async (mode) => {
      const [result] = await render([source], {
        prefix: `d${key.slice(0, 10)}-${mode}`,
        mermaidConfig: {...THEMES[mode], fontFamily, securityLevel: 'strict'},
      });
      if (result?.status !== 'fulfilled') {
        const reason: unknown = result?.reason;
        const message = (reason as {message?: string} | undefined)?.message ?? String(reason);
        throw new Error(`Mermaid could not draw a diagram: ${message}`);
      }
      return [mode, sized(result.value.svg)] as const;
    }),
  );
  return Object.fromEntries(drawn) as Drawing;
}

/** Mermaid's `width="100%"` and `max-width` would shrink a wide diagram's text to nothing on a phone. */
function sized(svg: string): string {
  return svg
    .replace(/^<svg([^>]*?) width="100%"/, '<svg$1')
    .replace(/^<svg([^>]*?) style="max-width: [^"]*"/, '<svg$1');
}
