// SPEC §5 markdown: GFM and line breaks on, ==text== as a highlighted mark, never raw HTML, and the raw
// text when rendering fails. Used for episode summaries, recaps and anything else written in markdown.
// (Relative imports: the unit tests run without the @ alias.)
import { Component, memo, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { cn } from '../lib/cn';
import { remarkMark } from '../lib/remark-mark';

const plugins = [remarkGfm, remarkBreaks, remarkMark];

const components: Components = {
  // Links in content leave the app: a new tab, and no access to this page.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

class RawTextFallback extends Component<{ text: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('Markdown could not be rendered; showing the raw text', error);
  }
  override render() {
    return this.state.failed ? <p className="whitespace-pre-wrap">{this.props.text}</p> : this.props.children;
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
      <RawTextFallback key={children} text={children}>
        {/* skipHtml: HTML in content is dropped, never rendered. */}
        <ReactMarkdown remarkPlugins={plugins} components={components} skipHtml>
          {children}
        </ReactMarkdown>
      </RawTextFallback>
    </div>
  );
});
