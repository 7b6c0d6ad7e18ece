import {APP_SCRIPTS_SETTLED_EVENT} from '@site/common/appScriptsSettled';

/** The notice's text, already translated into the page's language. */
export interface AppLoadNoticeText {
  title: string;
  detail: string;
}

/** The id of the notice element, for tests and for styling from outside. */
export const APP_LOAD_NOTICE_ID = 'app-load-notice';

/**
 * The inline script: when the app's scripts have settled and `window.docusaurus` (set by the main bundle)
 * is still missing, it puts the notice at the top of the body. Inline styles, because a wrong base address
 * loses the stylesheet too; text through textContent, never HTML. Old-browser syntax: it must run where the
 * bundle did not.
 */
export function appLoadCheckScript(text: AppLoadNoticeText): string {
  const content = JSON.stringify(text).replace(/</g, '\\u003c');
  return (
    `window.addEventListener(${JSON.stringify(APP_SCRIPTS_SETTLED_EVENT)},function(){` +
    `if(typeof window.docusaurus!=='undefined'||document.getElementById('${APP_LOAD_NOTICE_ID}'))return;` +
    `var t=${content},d=document,n=d.createElement('div'),h=d.createElement('p'),p=d.createElement('p');` +
    `n.id='${APP_LOAD_NOTICE_ID}';n.setAttribute('role','alert');` +
    `n.style.cssText='border:4px solid #c00;background:#fff3cd;color:#000;margin:16px;padding:16px;font-size:18px';` +
    `h.style.fontWeight='bold';h.textContent=t.title;p.textContent=t.detail;` +
    `n.appendChild(h);n.appendChild(p);d.body.insertBefore(n,d.body.firstChild)})`
  );
}
