import {useCallback, useRef, useState} from 'react';
import type {ColorMode} from '@docusaurus/theme-common';
import {afterNextPaint} from '@site/src/browser/afterNextPaint';

type Choice = ColorMode | null;

export interface ChoiceFirst {
  /** What the toggle shows: the visitor's last choice, applied or not yet. */
  shown: Choice;
  choose: (choice: Choice) => void;
}

/**
 * The toggle shows the visitor's choice in the click's own frame and the page takes its colours in the task after
 * that frame. New colours restyle every element of the page (50–65 ms at 4× CPU on the home page, the same again to
 * paint it) and re-render the colour mode's consumers: done in the click's task, they kept the click's frame, and
 * with it the toggle's answer, waiting. `value` is the choice in force, `apply` makes a choice the page's.
 */
export function useChoiceFirst(value: Choice, apply: (choice: Choice) => void): ChoiceFirst {
  const [pending, setPending] = useState<{choice: Choice} | null>(null);
  const latest = useRef(0);
  const choose = useCallback(
    (choice: Choice) => {
      const click = ++latest.current;
      setPending({choice});
      afterNextPaint(() => {
        apply(choice);
        // A second click before this frame already holds the next choice: it stays shown until applied too.
        if (latest.current === click) setPending(null);
      });
    },
    [apply],
  );
  return {shown: pending ? pending.choice : value, choose};
}
