import {afterNextPaint} from '@site/src/browser/afterNextPaint';

/**
 * Resolves when code highlighting is first needed in this browser tab: a code block comes within 200 px of
 * the viewport, or the visitor interacts (a scroll, a key, a pointer) anywhere but in the navbar's search box:
 * a search needs no code, and on a slow phone its first list would otherwise wait for the highlighter. On the
 * server it is resolved from the start, so the prerendered HTML always has highlighted code.
 *
 * After a key or a pointer it resolves once the interaction's own frame has been painted: loading the
 * highlighter starts with appending its chunks' scripts and ends with re-rendering every block, and a tap on
 * the phone menu would otherwise wait for that before the menu shows.
 */
const MARGIN = '200px 0px';
const INTERACTIONS = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const;

let needed: Promise<void> | undefined;
let observer: IntersectionObserver | undefined;

function watch(resolve: () => void): void {
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        done();
      }
    },
    {rootMargin: MARGIN},
  );
  function stopListening(): void {
    INTERACTIONS.forEach((type) => window.removeEventListener(type, onInteraction, true));
  }
  function done(): void {
    near.disconnect();
    observer = undefined;
    stopListening();
    resolve();
  }
  function onInteraction(event: Event): void {
    if (event.target instanceof Element && event.target.closest('.navbar__search')) {
      return;
    }
    if (event.type === 'scroll') {
      done();
    } else {
      stopListening();
      afterNextPaint(done);
    }
  }
  observer = near;
  // The prerendered code blocks, still waiting to hydrate (the theme marks each container with this class).
  document.querySelectorAll('.theme-code-block').forEach((element) => near.observe(element));
  INTERACTIONS.forEach((type) => window.addEventListener(type, onInteraction, {capture: true, passive: true}));
}

export function whenCodeNeeded(): Promise<void> {
  if (typeof window === 'undefined') {
    return Promise.resolve();
  }
  needed ??= new Promise<void>(watch);
  return needed;
}

/** Watches a code block rendered in the browser before highlighting was needed (a ref callback). */
export function watchCodeBlock(element: Element | null): void {
  if (element) {
    observer?.observe(element);
  }
}
