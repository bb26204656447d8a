// Test helper shared by the MFM and hostile-corpus tests: how many MFM spans nest at most.
import type { SafeNode } from './tree'

export function mfmDepth(nodes: readonly SafeNode[]): number {
  let deepest = 0
  const stack = nodes.map((node) => ({ node, level: 0 }))
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (item.node.type !== 'element' && item.node.type !== 'link') continue
    const level = item.level + (item.node.type === 'element' && item.node.mfm ? 1 : 0)
    deepest = Math.max(deepest, level)
    for (const node of item.node.children) stack.push({ node, level })
  }
  return deepest
}
