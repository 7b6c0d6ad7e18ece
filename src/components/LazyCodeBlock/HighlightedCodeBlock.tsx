import React, {useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

// The site's extra Prism languages (themeConfig.prism.additionalLanguages), registered once, with Prism itself.
prismIncludeLanguages(Prism);

type Props = ComponentProps<typeof CodeBlock>;

/**
 * The theme's code block. It remounts itself once the app is in the browser, so the highlighting switches
 * from the prerendered light Prism theme to the visitor's colour mode; when a prerendered block hydrates
 * late (see LazyCodeBlock) the app is long in the browser, so the remount is done here, after this block's
 * own first render.
 */
export default function HighlightedCodeBlock(props: Props): ReactNode {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one re-render after hydration is the point
  useEffect(() => setMounted(true), []);
  return <CodeBlock key={String(mounted)} {...props} />;
}
