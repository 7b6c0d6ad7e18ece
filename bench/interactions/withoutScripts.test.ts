import {describe, expect, it} from 'vitest';
import {withoutScripts} from './withoutScripts';

const PAGE = [
  '<!doctype html><html><head>',
  '<script data-rh=true type=application/ld+json>{"@type":"Article"}</script>',
  '<script>document.documentElement.dataset.theme="light"</script>',
  '<link rel=stylesheet href=/assets/css/styles.css />',
  '<link rel=preload as=script fetchpriority=low href=/assets/js/main.js>',
  '<link rel="modulepreload" as="script" href="/assets/js/runtime.js">',
  '<link rel=preload as=image href=/img/logo.svg />',
  '</head><body><main><p>本文</p></main>',
  '<SCRIPT src=/assets/js/main.js defer></SCRIPT>',
  '</body></html>',
].join('');

describe('withoutScripts', () => {
  it('takes out every script element and every script preload, inline or external, in either case', () => {
    const html = withoutScripts(PAGE);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/as=["']?script/);
  });

  it('keeps the stylesheet, other preloads and the content', () => {
    const html = withoutScripts(PAGE);
    expect(html).toContain('<link rel=stylesheet href=/assets/css/styles.css />');
    expect(html).toContain('<link rel=preload as=image href=/img/logo.svg />');
    expect(html).toContain('<main><p>本文</p></main>');
  });
});
