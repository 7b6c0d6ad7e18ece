import type {PrismTheme} from 'prism-react-renderer';

/**
 * Prerendering knows no colour mode, so the server's highlighted HTML carries the light theme's colours in
 * inline styles, and a dark-mode reader would see light blocks until the highlighter loads (it waits until
 * code is needed). This stylesheet gives those blocks the dark theme's colours from the first paint: under
 * `[data-theme='dark']` it overrides the inline colours (hence `!important`) with the dark theme's, the same
 * the highlighter sets once loaded, so nothing changes when it does.
 */
export function darkPrerenderedCss(theme: PrismTheme): string {
  const scope = "[data-theme='dark'] [data-code-block]";
  const {color, backgroundColor} = theme.plain;
  const rules = [
    `${scope} .theme-code-block { --prism-color: ${color} !important; --prism-background-color: ${backgroundColor} !important; }`,
    `${scope} .prism-code { color: ${color} !important; background-color: ${backgroundColor} !important; }`,
    `${scope} .token-line { color: ${color} !important; }`,
    // A token type the dark theme leaves alone takes the plain colour, whatever the light theme gave it.
    `${scope} .token { color: inherit !important; font-style: normal !important; }`,
  ];
  for (const {types, style, languages} of theme.styles) {
    const declarations = [
      style.color && `color: ${style.color} !important;`,
      style.fontStyle && `font-style: ${style.fontStyle} !important;`,
    ].filter(Boolean);
    if (declarations.length === 0) {
      continue;
    }
    const languageScopes = languages?.map((language) => `.language-${language} `) ?? [''];
    const selectors = languageScopes.flatMap((language) =>
      types.map((type) => `${scope} ${language}.token.${tokenClass(type)}`),
    );
    rules.push(`${selectors.join(', ')} { ${declarations.join(' ')} }`);
  }
  return `${rules.join('\n')}\n`;
}

/** Prism's type names are words with hyphens, usable as class selectors as they are; anything else fails the build. */
function tokenClass(type: string): string {
  if (!/^[a-z][a-z-]*$/.test(type)) {
    throw new Error(`unexpected Prism token type ${JSON.stringify(type)}`);
  }
  return type;
}
