// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {APP_SCRIPTS_SETTLED_EVENT} from '@site/common/appScriptsSettled';
import {APP_LOAD_NOTICE_ID, appLoadCheckScript} from './appLoadCheckScript';

const text = {title: '読み込めませんでした', detail: '</script><b>baseUrl</b>'};

/** Runs the inline script as the page would, against this test's window and document. */
function runScript(): void {
  new Function(appLoadCheckScript(text))();
}

const page = window as unknown as {docusaurus?: unknown};

afterEach(() => {
  document.body.innerHTML = '';
  delete page.docusaurus;
});

describe('the app-load check', () => {
  it('shows the notice at the top of the body when the app has not started once its scripts settled', () => {
    document.body.innerHTML = '<main>content</main>';
    runScript();
    expect(document.getElementById(APP_LOAD_NOTICE_ID)).toBeNull();
    window.dispatchEvent(new Event(APP_SCRIPTS_SETTLED_EVENT));
    const notice = document.body.firstElementChild!;
    expect(notice.id).toBe(APP_LOAD_NOTICE_ID);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe(text.title + text.detail);
    expect(notice.querySelector('b')).toBeNull();
  });

  it('shows nothing when the app has started', () => {
    runScript();
    page.docusaurus = {};
    window.dispatchEvent(new Event(APP_SCRIPTS_SETTLED_EVENT));
    expect(document.getElementById(APP_LOAD_NOTICE_ID)).toBeNull();
  });

  it('keeps the script free of a closing script tag', () => {
    expect(appLoadCheckScript(text)).not.toContain('</script>');
  });
});
