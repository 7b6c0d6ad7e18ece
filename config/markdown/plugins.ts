import {remarkMermaid} from './diagrams/remarkMermaid';
import {tableRegions} from './tableRegions';

/** The Markdown plugins of every content type (docs sets, News Plus, pages), so each reads Markdown the same way. */
export const markdownPlugins = {
  remarkPlugins: [remarkMermaid],
  rehypePlugins: [tableRegions],
};
