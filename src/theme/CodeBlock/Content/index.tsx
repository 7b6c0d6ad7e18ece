import React, {type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';

/*
 * Prism's start-up (prism-react-renderer defines its languages with `insertBefore`, which walks every grammar
 * each time) took about 50 ms of main-thread time on every page, code or not, because the theme registers the
 * extra languages from a client module, which puts Prism in main.js. `patches/` drops that client module, and
 * the registration happens here instead: Prism now loads with the first code block a page shows.
 */
prismIncludeLanguages(Prism);

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return <Content {...props} />;
}
