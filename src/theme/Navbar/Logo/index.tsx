import React, {type ReactNode} from 'react';
import Logo from '@theme-original/Navbar/Logo';
import type LogoType from '@theme/Navbar/Logo';
import type {WrapperProps} from '@docusaurus/types';
import {CategoryLabel} from '@site/src/components/CategoryLabel';

type Props = WrapperProps<typeof LogoType>;

/** Wraps the brand to add the current section's label beside it. */
export default function LogoWrapper(props: Props): ReactNode {
  return (
    <>
      <Logo {...props} />
      <CategoryLabel />
    </>
  );
}
