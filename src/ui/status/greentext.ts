// Greentext (Akkoma-FE's option): a line of a post that starts with ">" is shown in green.
// A pure change to the sanitised tree, so it never parses or re-inserts HTML.
import type { SafeNode, SafeTree } from '../../lib/html'

function startsWithQuote(line: readonly SafeNode[]): boolean {
  const first = line[0]
  return first?.type === 'text' && first.text.trimStart().startsWith('>')
}

function markLines(nodes: readonly SafeNode[]): SafeNode[] {
  const out: SafeNode[] = []
  let line: SafeNode[] = []
  const flush = () => {
    if (line.length === 0) return
    if (startsWithQuote(line)) {
      out.push({ type: 'element', tag: 'span', classes: ['greentext'], children: line })
    } else {
      for (const node of line) out.push(node)
    }
    line = []
  }
  for (const node of nodes) {
    if (node.type === 'br') {
      flush()
      out.push(node)
    } else if (node.type === 'element' && node.tag === 'p') {
      flush()
      out.push({ ...node, children: markLines(node.children) })
    } else {
      line.push(node)
    }
  }
  flush()
  return out
}

export function greentext(tree: SafeTree): SafeTree {
  return { ...tree, nodes: markLines(tree.nodes) }
}
