// SPEC §5 markdown: GFM and line breaks on, ==text== as a highlighted mark, never raw HTML, and the raw
// text when rendering fails. Used for episode summaries, recaps and anything else written in markdown.
// markdown-to-jsx (7 KB gzipped) instead of react-markdown with remark-gfm (50 KB): on the episode page
// that library was a fifth of the JavaScript and most of the blocking time (issue 13, decision 019).
// (Relative imports: the unit tests run without the @ alias.)
import { compiler, RuleType, type MarkdownToJSX } from 'markdown-to-jsx';
import { createElement, Fragment, memo, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * Line breaks, ==mark== and headings as SPEC §5 and the page need them; the library renders the rest. One
 * difference from GFM stays: "[x]" or "[ ]" is a task box anywhere in the text, not only where a list item
 * starts (the library parses it before links, so a link whose whole text is "x" shows as a box and text).
 */
const renderRule: MarkdownToJSX.Options['renderRule'] = (next, node, renderChildren, state) => {
  // Line breaks on (as remark-breaks): a single newline inside a paragraph is a <br>.
  if (node.type === RuleType.text && node.text.includes('\n')) {
    return node.text.split('\n').flatMap((line, i) => (i ? [createElement('br', { key: `${state.key}-br-${i}` }), line] : [line]));
  }
  // ==text== marks only when the text inside does not start or end with a space ("a == b == c" stays).
  if (node.type === RuleType.textMarked) {
    const first = node.children[0];
    const last = node.children[node.children.length - 1];
    const spaced = (first?.type === RuleType.text && /^\s/.test(first.text)) || (last?.type === RuleType.text && /\s$/.test(last.text));
    if (spaced) return [`==`, renderChildren(node.children, state), `==`];
  }
  // No ids on headings: content must not add ids that could clash with the page's own.
  if (node.type === RuleType.heading) return createElement(`h${node.level}`, { key: state.key }, renderChildren(node.children, state));
  return next();
};

const options: MarkdownToJSX.Options = {
  // Never raw HTML: tags in the text are shown as the characters they are, never rendered.
  disableParsingRawHTML: true,
  // Always blocks (a one-line text is a paragraph), and no wrapper of our own: PROSE styles the blocks.
  forceBlock: true,
  forceWrapper: true,
  wrapper: Fragment,
  enforceAtxHeadings: true,
  overrides: {
    // Links in content leave the app: a new tab, and no access to this page.
    a: { props: { target: '_blank', rel: 'noopener noreferrer nofollow' } },
  },
  renderRule,
};

/** The text as markdown; a text the parser fails on is shown as it was written (SPEC §5). */
function render(text: string): ReactNode {
  try {
    return compiler(text, options);
  } catch (error) {
    console.error('Markdown could not be rendered; showing the raw text', error);
    return <p className="whitespace-pre-wrap">{text}</p>;
  }
}

// Typography for rendered content, kept here so every markdown block looks the same.
const PROSE = cn(
  'leading-relaxed break-words [&>*:first-child]:mt-0 [&>*:last-child]:mb-0',
  '[&_p]:my-3 [&_ul]:my-3 [&_ol]:my-3 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-1',
  '[&_h1]:mt-6 [&_h2]:mt-6 [&_h3]:mt-5 [&_h1]:mb-2 [&_h2]:mb-2 [&_h3]:mb-2 [&_h1]:text-2xl [&_h2]:text-xl [&_h3]:text-lg [&_h1,&_h2,&_h3]:font-semibold [&_h1,&_h2,&_h3]:tracking-tight',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-muted-foreground',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_mark]:rounded-sm [&_mark]:bg-accent/45 [&_mark]:px-0.5 [&_mark]:text-foreground dark:[&_mark]:bg-accent/30',
  '[&_table]:my-4 [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:py-1 [&_th]:text-left [&_td]:border-b [&_td]:py-1',
);

interface MarkdownProps {
  children: string;
  className?: string;
}

// Memoised: parsing is the costly part (tens of ms for a long summary on a slow machine), and a page
// re-renders for reasons that leave its text unchanged (the session arriving, a query settling).
export const Markdown = memo(function Markdown({ children, className }: MarkdownProps) {
  return (
    <div data-slot="markdown" className={cn(PROSE, className)}>
      {render(children)}
    </div>
  );
});
