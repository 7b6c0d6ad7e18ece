import type {Page} from '@playwright/test';

/**
 * What does not fit a phone's width on the page as laid out now, each problem naming the element: the page
 * scrolling sideways (with the element reaching furthest right, the one to fix), the navbar's brand title or
 * section label cut short, or either of them under the search box. A section label hidden by design
 * (display: none at narrow widths) is not a problem. Empty when everything fits.
 */
export function phoneFitProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = Array.from(element.classList, (c) => `.${c}`).join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${classes}>${text ? ` "${text}"` : ''}`;
    };
    const visible = (element: Element | null | undefined): element is Element =>
      !!element && element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().height > 0;

    // Not innerWidth: a phone's (and mobile emulation's) layout viewport widens to whatever overflows it.
    const viewport = document.documentElement.clientWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > viewport) {
      // Neither an element inside a box that clips or scrolls sideways nor a fixed one (the skip link waiting
      // off-screen) can widen the page: skip those.
      const clipsSideways = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
      const fixed = (element: Element) => getComputedStyle(element).position === 'fixed';
      let widest: {element: Element; right: number} | undefined;
      const walk = (element: Element) => {
        if (fixed(element)) return;
        const right = element.getBoundingClientRect().right;
        // The deepest element at the furthest edge wins a tie: it is the one too wide, not its wrappers.
        if (right > viewport + 0.5 && (!widest || right >= widest.right)) {
          widest = {element, right};
        }
        if (!clipsSideways(element)) {
          Array.from(element.children).forEach(walk);
        }
      };
      Array.from(document.body.children).forEach(walk);
      const culprit = widest ? `${name(widest.element)} reaches ${Math.round(widest.right)} px` : 'no element found';
      problems.push(`page is ${pageWidth} px wide in a ${viewport} px window: ${culprit}`);
    }

    const navbar = document.querySelector('nav.navbar');
    const search = navbar?.querySelector('.navbar__search');
    const parts = [navbar?.querySelector('.navbar__title'), navbar?.querySelector('[data-category]')];
    for (const part of parts.filter(visible)) {
      if (part.scrollWidth > part.clientWidth) {
        problems.push(`navbar: ${name(part)} is cut (${part.scrollWidth} px of text in ${part.clientWidth} px)`);
      }
      const box = part.getBoundingClientRect();
      if (box.left < -0.5 || box.right > viewport + 0.5) {
        problems.push(`navbar: ${name(part)} runs off the screen`);
      }
      if (visible(search)) {
        const searchBox = search.getBoundingClientRect();
        if (box.right > searchBox.left + 0.5 && searchBox.right > box.left + 0.5) {
          problems.push(`navbar: ${name(part)} overlaps the search box`);
        }
      }
    }
    if (!visible(navbar?.querySelector('.navbar__brand'))) {
      problems.push('navbar: the brand is not shown');
    }
    return problems;
  });
}
