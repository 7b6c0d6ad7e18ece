import {startTransition, useEffect} from 'react';
import {useHistory} from '@docusaurus/router';

/** The two methods every in-app navigation goes through (links, the pager, the search box). */
export interface Navigator {
  push: (...args: never[]) => void;
  replace: (...args: never[]) => void;
}

/**
 * Makes `history.push` and `history.replace` update React as a transition, as React advises for a router's
 * navigations. Docusaurus keeps showing the current page until the next one has loaded, but the router's new
 * location still re-renders every link and route of the current page; as an urgent update that render ran in
 * the click's own task, before the click's frame: 50–100 ms at 4× CPU on a docs page. As a transition it runs after
 * that frame, in slices that let input through. Returns a function that puts the original methods back.
 */
export function navigateInTransitions(history: Navigator): () => void {
  const {push, replace} = history;
  history.push = (...args) => startTransition(() => push(...args));
  history.replace = (...args) => startTransition(() => replace(...args));
  return () => {
    history.push = push;
    history.replace = replace;
  };
}

/** Applies {@link navigateInTransitions} to the app's router for as long as the app is mounted. */
export function useNavigationTransitions(): void {
  const history = useHistory();
  useEffect(() => navigateInTransitions(history), [history]);
}
