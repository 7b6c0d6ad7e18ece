import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {APP_SCRIPTS_SETTLED_EVENT} from '../common/appScriptsSettled';

/**
 * Docusaurus's page template with one change: the app's scripts are requested after the first contentful paint.
 *
 * Docusaurus loads them with `<script defer>`. On a fast connection they arrive while the browser is still
 * laying out the page (a long Japanese doc takes 130–170 ms here), run first, and request the route chunks,
 * so the text waits for JavaScript that only makes it interactive. Here a small script at the end of the body
 * inserts them once the first contentful paint is reported. They are not preloaded either: a download begun in
 * the head shares the connection with the stylesheet, and Lighthouse counts every request begun before the
 * largest paint towards it (with the three scripts preloaded at low priority, its simulated LCP on the English
 * home page was 1,521 ms against 921 ms without; bench/README.md).
 */
export const DEFERRED_SCRIPTS = `<% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

export const POST_BODY_TAGS = '<%~ it.postBodyTags %>';

/**
 * Inserts the scripts (in order: `async = false`) once, at the first of: the first-contentful-paint entry;
 * the page being or becoming hidden (a background tab paints nothing, and a page hidden before its first
 * paint never reports one); two animation frames where Paint Timing is missing; 5 s, whatever happened.
 * When the last script has run or failed to load, dispatches APP_SCRIPTS_SETTLED_EVENT on window.
 */
export const startAfterFirstPaintScript = (scripts: string) =>
  `(function(s){var d=document,started=0;function settled(){window.dispatchEvent(new Event('${APP_SCRIPTS_SETTLED_EVENT}'))}` +
  `function start(){if(started)return;started=1;s.forEach(function(u,i){var e=d.createElement('script');e.src=u;` +
  `e.async=false;if(i===s.length-1)e.onload=e.onerror=settled;d.head.appendChild(e)})}` +
  `if(d.visibilityState==='hidden')return start();d.addEventListener('visibilitychange',start);setTimeout(start,5000);` +
  `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){new PerformanceObserver(function(l){` +
  `if(l.getEntriesByName('first-contentful-paint').length)start()}).observe({type:'paint',buffered:true});return}}catch(e){}` +
  `requestAnimationFrame(function(){requestAnimationFrame(start)})})(${scripts})`;

const START_SCRIPT = `<script>${startAfterFirstPaintScript(
  '<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>',
)}</script>`;

function replaceOnce(template: string, search: string, replacement: string): string {
  if (template.split(search).length !== 2) {
    // A Docusaurus upgrade changed its template: review this file against the new one.
    throw new Error(`ssrTemplate: expected exactly one ${JSON.stringify(search)} in Docusaurus's template`);
  }
  return template.replace(search, () => replacement);
}

/** The site's template; a function so that the strings above can be imported without building it (check:seams). */
export function ssrTemplate(): string {
  return replaceOnce(
    replaceOnce(defaultTemplate, DEFERRED_SCRIPTS, ''),
    POST_BODY_TAGS,
    `${POST_BODY_TAGS}\n    ${START_SCRIPT}`,
  );
}
