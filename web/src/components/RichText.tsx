import { Link } from 'react-router-dom';
import { useLocalize } from '../i18n/use-t';

/** Text with links: plain words, a link to one of our pages (`to`) or any other address (`href`). */
export type Inline = string | { text: string; to: string } | { text: string; href: string };
/** A paragraph: plain text, or text with links. */
export type Paragraph = string | Inline[];
export type LinkTargets = Record<string, { to: string } | { href: string }>;

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A catalog message as a paragraph: a named tag, `<contact>contact form</contact>`, becomes a link
 * to that name's target (the translator moves the tag with the words); a tag with no target stays text.
 */
export function richText(message: string, links: LinkTargets): Paragraph {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of message.matchAll(TAG)) {
    const [whole, name = '', text = ''] = match;
    if (match.index > last) parts.push(message.slice(last, match.index));
    const target = links[name];
    parts.push(target ? { text, ...target } : text);
    last = match.index + whole.length;
  }
  if (parts.length === 0) return message;
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}

/** A link to one of our pages goes to its version in the page's language, where there is one. */
function InlineView({ part }: { part: Inline }) {
  const localize = useLocalize();
  if (typeof part === 'string') return <>{part}</>;
  if ('to' in part) return <Link to={localize(part.to)}>{part.text}</Link>;
  const external = part.href.startsWith('http');
  return (
    <a href={part.href} {...(external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
      {part.text}
    </a>
  );
}

export function Text({ value }: { value: Paragraph }) {
  return typeof value === 'string' ? <>{value}</> : <>{value.map((part, i) => <InlineView key={i} part={part} />)}</>;
}
