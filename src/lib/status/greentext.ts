// Greentext (Akkoma-FE's option): a line whose text starts with '>' is shown green. Works on
// the sanitised tree, so it only ever wraps text that is already safe, and only text: a '>'
// inside a link or code does not start a greentext line.
import type { SafeElement, SafeNode, SafeTree } from '../html'

const BLOCKS: ReadonlySet<string> = new Set(['p', 'li', 'blockquote'])
const MAX_DEPTH = 128

export function isGreentextLine(text: string): boolean {
  return text.trimStart().startsWith('>')
}

function greentextSpan(children: SafeNode[]): SafeElement {
  return { type: 'element', tag: 'span', classes: ['greentext'], children }
}

/** One list of siblings: each line that starts with '>' text is wrapped up to its <br>. */
function transformList(nodes: readonly SafeNode[], depth: number): SafeNode[] {
  const out: SafeNode[] = []
  let lineStart = true
  let line: SafeNode[] | null = null
  for (const node of nodes) {
    if (node.type === 'br') {
      if (line !== null) out.push(greentextSpan(line))
      line = null
      out.push(node)
      lineStart = true
      continue
    }
    const next = node.type === 'element' ? transformElement(node, depth + 1) : node
    if (line !== null) {
      line.push(next)
    } else if (lineStart && node.type === 'text' && isGreentextLine(node.text)) {
      line = [next]
    } else {
      out.push(next)
    }
    // A block element ends the line; whitespace-only text does not start one.
    if (node.type === 'element' && BLOCKS.has(node.tag)) lineStart = true
    else if (!(node.type === 'text' && node.text.trim() === '')) lineStart = false
  }
  if (line !== null) out.push(greentextSpan(line))
  return out
}

function transformElement(element: SafeElement, depth: number): SafeElement {
  if (depth > MAX_DEPTH || element.tag === 'pre' || element.tag === 'code') return element
  return { ...element, children: transformList(element.children, depth) }
}

export function applyGreentext(tree: SafeTree): SafeTree {
  return { ...tree, nodes: transformList(tree.nodes, 0) }
}
