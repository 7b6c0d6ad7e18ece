import type {ClientModule} from '@docusaurus/types';

/**
 * A page opened from a search hit carries the query's words (`?_highlight=…`): they are marked in the
 * page's text. The marking code loads only then.
 */
const highlightClientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const words = new URLSearchParams(location.search).getAll('_highlight').filter((word) => word.trim() !== '');
    if (words.length > 0) {
      window.setTimeout(() => void import('./highlight').then(({highlight}) => highlight(words)));
    }
  },
};

export default highlightClientModule;
