import React, {type ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';

/**
 * The theme's skip link focuses <main> and then removes its temporary tabindex; current Chromium then
 * moves focus back to <body> (the "focus fixup" rule), so screen readers lose the jump. After the
 * theme's handler has run, this keeps focus on <main> with tabindex="-1", which cannot be tabbed to.
 */
export default function SkipToContentWrapper(): ReactNode {
  const keepFocusOnMain = () => {
    const main = document.querySelector<HTMLElement>('main');
    if (main && document.activeElement !== main) {
      main.setAttribute('tabindex', '-1');
      main.focus();
    }
  };
  return (
    <div onClick={keepFocusOnMain}>
      <SkipToContent />
    </div>
  );
}
