// SPEC §5: a markdown parse failure falls back to the raw text. The parser is made to fail here, as no
// known input makes it throw.
import type * as MarkdownToJsx from 'markdown-to-jsx';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './markdown';

vi.mock('markdown-to-jsx', async (original) => ({
  ...(await original<typeof MarkdownToJsx>()),
  compiler: () => {
    throw new Error('parser failed');
  },
}));

describe('markdown rendering (SPEC §5: a parse failure falls back to raw text)', () => {
  it('shows the text as written, line breaks kept, when the parser fails', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const out = renderToStaticMarkup(<Markdown>{'**Grace**\nand <peace>'}</Markdown>);
    expect(out).toContain('<p class="whitespace-pre-wrap">**Grace**\nand &lt;peace&gt;</p>');
    expect(error).toHaveBeenCalledOnce();
  });
});
