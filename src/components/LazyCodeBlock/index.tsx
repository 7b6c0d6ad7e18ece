import React, {useEffect, useId, useState, type ComponentType, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import ServerCodeBlock from '@site/src/components/LazyCodeBlock/ServerCodeBlock';
import {watchCodeBlock, whenCodeNeeded} from '@site/src/components/LazyCodeBlock/whenCodeNeeded';

type Props = WrapperProps<typeof CodeBlockType>;

/*
 * The site's code block (src/theme/CodeBlock re-exports it), everything about it in this folder.
 *
 * Prism's start-up (prism-react-renderer defines its languages with `insertBefore`, which walked every grammar
 * each time until patches/prism-react-renderer+*.patch) and the theme's code-block measurements cost about
 * 100 ms of main-thread time on a docs page as soon as it loads, even when the only code block is far below. Here the theme's code block and Prism load
 * when code is first needed (whenCodeNeeded.ts: a block near the viewport, or any interaction). Until then a
 * prerendered block keeps the server's highlighted HTML (only its copy and wrap buttons wait), and a block
 * first rendered in the browser shows its text unhighlighted.
 * - plugin.ts: gives the server bundle the real block (ServerCodeBlock.ts), and every page the stylesheet
 *   (darkPrerenderedCss.ts) that shows prerendered blocks in dark colours in dark mode.
 * - prismThemes.ts: the light and dark code themes, adjusted to AA contrast.
 * - HighlightedCodeBlock.tsx: the theme's own block, loaded on demand.
 * - patches/@docusaurus+theme-classic+*.patch drops the theme's client module that put Prism in every page's
 *   main.js.
 */
let Highlighted: ComponentType<Props> | undefined;
let loading: Promise<void> | undefined;
/** Loads the theme's block once, however many blocks ask. */
const load = () =>
  (loading ??= import('@site/src/components/LazyCodeBlock/HighlightedCodeBlock').then((module) => {
    Highlighted = module.default;
  }));

/** Whether the theme's block has been loaded (it loads once, when code is first needed). */
function useHighlightedReady(): boolean {
  const [ready, setReady] = useState(() => Highlighted !== undefined);
  useEffect(() => {
    if (ready) {
      return;
    }
    let cancelled = false;
    void whenCodeNeeded()
      .then(load)
      .then(() => {
        if (!cancelled) {
          setReady(true);
        }
      });
    return () => {
      cancelled = true;
    };
  }, [ready]);
  return ready;
}

/** Renders the loaded theme block (only once useHighlightedReady said so). */
function LoadedCodeBlock(props: Props): ReactNode {
  const Block = Highlighted!;
  return <Block {...props} />;
}

/** The HTML the server rendered for this block, while the page hydrates; null otherwise. */
function prerenderedHtml(id: string): string | null {
  if (typeof document === 'undefined') {
    return null;
  }
  return document.querySelector(`[data-code-block="${CSS.escape(id)}"]`)?.innerHTML ?? null;
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  const id = useId();
  const ready = useHighlightedReady();
  const [serverHtml] = useState(() => prerenderedHtml(id));
  // The same wrapper element on the server and in the browser, so hydration matches. (No Suspense boundary:
  // React streams a large one out of place and moves it in with an inline script.)
  const wrap = (content: ReactNode) => <div data-code-block={id}>{content}</div>;
  if (ServerCodeBlock) {
    return wrap(<ServerCodeBlock {...props} />);
  }
  if (ready) {
    return wrap(<LoadedCodeBlock {...props} />);
  }
  if (serverHtml !== null) {
    return <div data-code-block={id} dangerouslySetInnerHTML={{__html: serverHtml}} suppressHydrationWarning />;
  }
  return wrap(
    <pre ref={watchCodeBlock}>
      <code>{props.children}</code>
    </pre>,
  );
}
