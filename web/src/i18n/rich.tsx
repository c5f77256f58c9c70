import { Fragment, type ReactNode } from 'react';
import type { MessageKey, MessageValues } from './i18n';
import type { Translate } from './use-t';

/** Marks where an element goes in a formatted message (a control character no message contains). */
const MARK = '\u0001';

/**
 * A message with elements in it ("Pharmacies pay about <strong>$4.20</strong> for …"): each of
 * `nodes` fills the argument of its name, where the language puts it; `values` are plain text.
 */
export function richT(t: Translate, key: MessageKey, values: MessageValues, nodes: Record<string, ReactNode>): ReactNode {
  const marked = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
  return t(key, { ...values, ...marked })
    .split(MARK)
    .map((part, i) => (i % 2 ? <Fragment key={i}>{nodes[part]}</Fragment> : part));
}
