import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import * as Translation from '@docusaurus/Translate';
import type {TranslateProps} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {japanesePhrases} from '@site/common/japanesePhrases';
import {PHRASED_LOCALE} from '@site/common/sitePaths';

/**
 * Its children, on a Japanese page with a `<wbr>` between phrases (common/japanesePhrases.ts). Headings, buttons
 * and the announcement bar use it: with the site's CSS (src/css/custom.css) Japanese then wraps between phrases in
 * every browser, never inside a word. It reaches text given as a string, through `<Translate>`, or inside an HTML
 * element or a link; another component's text (inline code, say) is left whole.
 */
export default function Phrases({children}: {children: ReactNode}): ReactNode {
  const {i18n} = useDocusaurusContext();
  return i18n.currentLocale === PHRASED_LOCALE ? withPhraseBreaks(children) : children;
}

function withPhraseBreaks(node: ReactNode): ReactNode {
  return Children.map(node, (child) => {
    if (typeof child === 'string') {
      return japanesePhrases(child).flatMap((phrase, i) => (i === 0 ? [phrase] : [<wbr key={i} />, phrase]));
    }
    if (!isValidElement<{children?: ReactNode}>(child)) {
      return child;
    }
    if (child.type === Translation.default) {
      const text = translatedText(child as ReactElement<TranslateProps<string>>);
      return text === undefined ? child : withPhraseBreaks(text);
    }
    if (typeof child.type === 'string' || child.type === Link) {
      return cloneElement(child, undefined, withPhraseBreaks(child.props.children));
    }
    return child;
  });
}

/** What a `<Translate>` renders, when that is plain text (its values, if any, strings or numbers). */
function translatedText({props}: ReactElement<TranslateProps<string>>): string | undefined {
  const values = props.values ?? {};
  if (typeof props.children !== 'string' || !Object.values(values).every(isPlain)) {
    return undefined;
  }
  // The message is the <Translate> element's own, a literal where it was written and extracted from there; called
  // through the namespace, since the extractor warns on a `translate()` call it cannot read.
  return Translation.translate(
    {id: props.id, message: props.children, description: props.description},
    values as Record<string, string | number>,
  );
}

function isPlain(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}
