import React, {type ReactNode} from 'react';

export default function Heading({as: Tag, children, ...rest}: {as: 'h1' | 'h2' | 'h3'; children?: ReactNode}) {
  return <Tag {...rest}>{children}</Tag>;
}
