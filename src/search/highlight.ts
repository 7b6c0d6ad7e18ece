import {findWord} from './findWord';

/** Marks of one page at most: a common word would otherwise cover a long page. */
const MAX_MARKS = 200;

/** Wraps each occurrence of `words` in the page's article (or main) text in <mark>. */
export function highlight(words: readonly string[]): void {
  const root = document.querySelector('article') ?? document.querySelector('main');
  if (!root) return;
  const folded = words.map((word) => word.toLowerCase()).sort((a, b) => b.length - a.length);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('mark, script, style, pre, button, svg')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  let marks = 0;
  for (const node of nodes) {
    let current: Text = node;
    for (;;) {
      const text = current.data.toLowerCase();
      const found = folded
        .map((word) => ({word, at: findWord(text, word)}))
        .filter(({at}) => at >= 0)
        .sort((a, b) => a.at - b.at)[0];
      if (!found || marks >= MAX_MARKS) break;
      const match = current.splitText(found.at);
      current = match.splitText(found.word.length);
      const mark = document.createElement('mark');
      match.replaceWith(mark);
      mark.append(match);
      marks += 1;
    }
  }
}
