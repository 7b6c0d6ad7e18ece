import React, {type ReactNode} from 'react';

interface Props {
  /** The id of the title element, unique on the page. */
  titleId: string;
  /** What the picture shows, read out by screen readers (already translated). */
  title: string;
  width: number;
  height: number;
  className?: string;
  children: ReactNode;
}

/**
 * A drawing inline in the page, so its colours follow the colour mode through CSS variables, announced as one
 * image by its title.
 */
export function Illustration({titleId, title, width, height, className, children}: Props): ReactNode {
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      {children}
    </svg>
  );
}
