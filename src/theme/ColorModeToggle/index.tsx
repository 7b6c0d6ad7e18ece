import React, {useCallback, type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {withoutTransitions} from './withoutTransitions';

type Props = WrapperProps<typeof ColorModeToggleType>;

/** Wraps the colour mode toggle: the page takes its new colours without a transition on every element. */
export default function ColorModeToggleWrapper({onChange, ...props}: Props): ReactNode {
  const change = useCallback<Props['onChange']>((choice) => withoutTransitions(() => onChange(choice)), [onChange]);
  return <ColorModeToggle {...props} onChange={change} />;
}
