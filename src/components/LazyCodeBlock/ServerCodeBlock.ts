import type {ComponentProps, ComponentType} from 'react';
import type CodeBlock from '@theme/CodeBlock';

/**
 * Empty in the browser bundle; in the server bundle plugin.ts replaces this module with
 * HighlightedCodeBlock, so prerendering has the highlighted block without waiting.
 */
const ServerCodeBlock: ComponentType<ComponentProps<typeof CodeBlock>> | undefined = undefined;
export default ServerCodeBlock;
