import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * The GitHub and Dracula code themes with the colours that fall below WCAG AA contrast (4.5:1 on
 * their own backgrounds) replaced by darker or lighter shades of the same hue.
 */
const lightFixes: Record<string, string> = {
  '#999988': '#6a6a5a', // comments
  '#e3116c': '#c80f5f', // strings
  '#36acaa': '#1c7675', // numbers, properties, constants
  '#00a4db': '#0073a0', // keywords, attribute names
  '#d73a49': '#c02a38', // functions, tags
};

const darkFixes: Record<string, string> = {
  'rgb(98, 114, 164)': 'rgb(150, 163, 204)', // comments
};

function withColors(theme: PrismTheme, fixes: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles
      // GitHub draws namespaces (Rust's `candid::`) at 70% opacity: 4.48:1, just under AA. Plain colour instead.
      .filter((entry) => entry.style.opacity === undefined)
      .map((entry) => {
        const color = entry.style.color;
        return color && fixes[color] ? {...entry, style: {...entry.style, color: fixes[color]}} : entry;
      }),
  };
}

export const lightCodeTheme = withColors(themes.github, lightFixes);
export const darkCodeTheme = withColors(themes.dracula, darkFixes);
