import type { SafeNode, SafeTree } from './tree'

/**
 * Test helper: the visible text of a tree (emoji as their :shortcode:, breaks as newlines).
 * Iterative, like the walk that built the tree.
 */
export function treeText(tree: SafeTree | readonly SafeNode[]): string {
  const nodes = 'nodes' in tree ? tree.nodes : tree
  const parts: string[] = []
  const stack: SafeNode[] = [...nodes].reverse()
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.type === 'text') parts.push(node.text)
    else if (node.type === 'br') parts.push('\n')
    else if (node.type === 'emoji') parts.push(`:${node.shortcode}:`)
    else {
      for (let i = node.children.length - 1; i >= 0; i -= 1) {
        const child = node.children[i]
        if (child !== undefined) stack.push(child)
      }
    }
  }
  return parts.join('')
}
