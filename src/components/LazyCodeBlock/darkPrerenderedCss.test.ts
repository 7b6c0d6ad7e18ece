import {describe, expect, it} from 'vitest';
import {darkPrerenderedCss} from './darkPrerenderedCss';
import {darkCodeTheme} from './prismThemes';

describe('darkPrerenderedCss', () => {
  const css = darkPrerenderedCss(darkCodeTheme);

  it('gives prerendered blocks the dark theme background and text colour in dark mode only', () => {
    expect(css).toContain(
      `[data-theme='dark'] [data-code-block] .prism-code { color: ${darkCodeTheme.plain.color} !important; background-color: ${darkCodeTheme.plain.backgroundColor} !important; }`,
    );
    for (const line of css.trim().split('\n')) {
      expect(line.startsWith("[data-theme='dark'] [data-code-block]")).toBe(true);
    }
  });

  it('colours each token type as the dark theme does, overriding the inline light colours', () => {
    const keyword = darkCodeTheme.styles.find((entry) => entry.types.includes('keyword'))!;
    expect(css).toMatch(
      new RegExp(
        `\\.token\\.keyword[^{]*\\{ color: ${keyword.style.color!.replace(/[()]/g, '\\$&')} !important; font-style: italic !important; \\}`,
      ),
    );
  });

  it('refuses a token type that is not a plain class name', () => {
    const theme = {...darkCodeTheme, styles: [{types: ['bad type'], style: {color: '#fff'}}]};
    expect(() => darkPrerenderedCss(theme)).toThrow(/bad type/);
  });
});
