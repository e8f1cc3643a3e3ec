// SPEC §5: ==text== renders as a highlighted <mark>. A tiny remark plugin: it splits text nodes on
// ==...== pairs (within one text run, so "==**bold**==" stays literal) into 'mark' nodes that
// mdast-util-to-hast renders as <mark> through data.hName.
import type { Parent, PhrasingContent, Root, Text } from 'mdast';

const MARK = /==(?=\S)([^=\n]*?\S)==/g;

interface MarkNode {
  type: 'mark';
  data: { hName: 'mark' };
  children: Text[];
}

function splitText(node: Text): (Text | MarkNode)[] | null {
  const parts: (Text | MarkNode)[] = [];
  let last = 0;
  for (const match of node.value.matchAll(MARK)) {
    if (match.index > last) parts.push({ type: 'text', value: node.value.slice(last, match.index) });
    parts.push({ type: 'mark', data: { hName: 'mark' }, children: [{ type: 'text', value: match[1]! }] });
    last = match.index + match[0].length;
  }
  if (!parts.length) return null;
  if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) });
  return parts;
}

function walk(parent: Parent) {
  const next: Parent['children'] = [];
  for (const child of parent.children) {
    if (child.type === 'text') {
      const split = splitText(child);
      next.push(...((split ?? [child]) as PhrasingContent[]));
    } else {
      // Code nodes have a value, not children, so their == stays literal.
      if ('children' in child) walk(child as Parent);
      next.push(child);
    }
  }
  parent.children = next;
}

export function remarkMark() {
  return (tree: Root) => walk(tree);
}
