import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import {trackClick, trackDropdowns, trackRoute} from './tracker';

/** Wires the tracker to the router and to clicks; consent and configuration live in the tracker. */
if (ExecutionEnvironment.canUseDOM) {
  // Capture phase: the event is read before a link's own handler navigates away.
  document.addEventListener('click', trackClick, {capture: true});
  new MutationObserver(trackDropdowns).observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-expanded'],
    attributeOldValue: true,
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    // The document title updates in the next tick; report after it.
    setTimeout(() => trackRoute({pathname: location.pathname, search: location.search, hash: location.hash}));
  },
};

export default clientModule;
