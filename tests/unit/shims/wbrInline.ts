/*
 * jsdom gives <wbr> no `display`, and Testing Library's accessible names then read it as a space: 「ホームに 戻る」
 * where <Phrases> lets a Japanese label wrap. Browsers lay it out inline, and Chromium's accessible name has no
 * space there; so does jsdom's with this rule.
 */
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = 'wbr { display: inline; }';
  document.head.append(style);
}
