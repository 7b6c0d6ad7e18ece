import React, {type ReactNode} from 'react';
import {message} from './locale';

type Values = Record<string, ReactNode>;

function interpolate(text: string, values: Values = {}): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const match = /^\{(\w+)\}$/.exec(part);
    return match && match[1]! in values ? <React.Fragment key={index}>{values[match[1]!]}</React.Fragment> : part;
  });
}

/** Test stand-in for @docusaurus/Translate with the same lookup rules. */
export function translate({id, message: source}: {id?: string; message: string}, values?: Record<string, unknown>) {
  return message(id, source).replace(/\{(\w+)\}/g, (all, key: string) =>
    values && key in values ? String(values[key]) : all,
  );
}

export default function Translate({id, children, values}: {id?: string; children: string; values?: Values}) {
  return <>{interpolate(message(id, children), values)}</>;
}
