import React, {useCallback, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {useChoiceFirst} from './useChoiceFirst';
import {withoutTransitions} from './withoutTransitions';

type Props = WrapperProps<typeof ColorModeToggleType>;

/**
 * Wraps the colour mode toggle: it answers a click in the click's own frame, and the page takes its new colours
 * right after that frame, without a transition on every element.
 */
export default function ColorModeToggleWrapper({value, onChange, ...props}: Props): ReactNode {
  const apply = useCallback<Props['onChange']>((choice) => withoutTransitions(() => onChange(choice)), [onChange]);
  const {shown, choose} = useChoiceFirst(value, apply);
  return <ColorModeToggle {...props} value={shown} onChange={choose} />;
}
