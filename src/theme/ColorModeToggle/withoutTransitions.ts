import {afterNextPaint} from '@site/src/browser/afterNextPaint';

/** Every transition on the page, turned off while a style sheet holding this rule is in the document. */
const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}';

/**
 * Runs `change` (a click on the colour mode toggle) with CSS transitions turned off until the frame that shows
 * the new colours has been painted. Otherwise every link, button and menu item starts a colour transition at once:
 * the browser dispatches a `transitionrun` and a `transitionstart` event for each and recalculates the style of
 * the page in every frame for 200 ms. When the change leaves the colours as they were (system → light on a light
 * system), the style sheet goes before the browser has applied it, so it costs nothing.
 */
export function withoutTransitions(change: () => void): void {
  const root = document.documentElement;
  const colours = root.dataset.theme;
  const style = document.createElement('style');
  style.textContent = NO_TRANSITIONS;
  document.head.append(style);
  try {
    change();
  } finally {
    if (root.dataset.theme === colours) {
      style.remove();
    } else {
      afterNextPaint(() => style.remove());
    }
  }
}
