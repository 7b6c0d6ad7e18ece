import docusaurus from '@docusaurus/core/lib/client/docusaurus';

/**
 * The browser bundle's entry (config/clientBundle.ts): Docusaurus's own entry, preceded by the largest modules it
 * imports, each evaluated in a task of its own.
 *
 * The bundler evaluates a module when it is first imported, and Docusaurus's entry imports the whole app at once:
 * React DOM, the router, the route registry, the theme's layout. On a phone-sized screen at 4× CPU that one task took
 * 190–240 ms, the longest task of a first visit; in steps, with a task boundary between them, the longest step takes
 * 60–140 ms, and the browser may paint or answer input in between. The modules stay in `main.js` ("eager"): no extra
 * request.
 */
const steps: ReadonlyArray<() => Promise<unknown>> = [
  // @ts-expect-error -- the site has no types for React DOM; only evaluating it matters here.
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ 'react-router-dom'),
      import(/* webpackMode: "eager" */ 'react-helmet-async'),
    ]),
  // Docusaurus's app: the client modules (the site's CSS among them), the theme's root and layout. Imported whole and
  // in Docusaurus's order, because the order in which the bundle first reaches the CSS modules is their order in the
  // stylesheet: importing the layout on its own first moved its rules ahead of the site's and changed the pages.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  // Last: it hydrates the page, with everything above already evaluated.
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'),
];

/**
 * Resolves in a new task. A message, not a timer: browsers hold back timers in background tabs, and clamp nested
 * ones to 4 ms.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

async function start(): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}

// As Docusaurus's entry does, but in the task that runs `main.js`, before any step: the page's app-load check
// (src/components/AppLoadNotice) reads it, once the last script has loaded, as the sign that the bundle ran.
window.docusaurus = docusaurus;
void start();
