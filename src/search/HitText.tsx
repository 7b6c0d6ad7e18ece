import React, {type ReactNode} from 'react';
import type {Hit, Snippet} from './engine';

/** A snippet with its matches in <mark>. */
export function SnippetText({snippet}: {snippet: Snippet}): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of snippet.marks) {
    parts.push(snippet.text.slice(at, start), <mark key={start}>{snippet.text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(snippet.text.slice(at));
  return <>{parts}</>;
}

/** The first `length` characters of a snippet, with the highlights that start inside them. */
export function shortenSnippet(snippet: Snippet, length: number): Snippet {
  if (snippet.text.length <= length) return snippet;
  return {
    text: snippet.text.slice(0, length),
    marks: snippet.marks
      .filter(([start]) => start < length)
      .map(([start, end]): [number, number] => [start, Math.min(end, length)]),
  };
}

/** Where a hit is: the breadcrumb above the page and the section under its title. */
export function hitPlace(hit: Hit): string {
  return [...hit.breadcrumb, hit.heading].filter(Boolean).join(' › ');
}
