// Thread display as data: the statuses of a conversation as a tree (by in_reply_to), the rows to
// show in linear or tree order, and which subtrees start folded (spec 2 §4: deeper than max
// depth minus 2, minimum 1, starts hidden).
import { startsHiddenInThread, threadDepthLimit } from '../../lib/status/collapse'

export interface ThreadNode {
  id: string
  depth: number
  children: ThreadNode[]
  /** How many statuses are below this one. */
  size: number
}

/**
 * Builds the forest of `ids` (in the server's order: ancestors, focused, descendants depth
 * first). A status whose parent is not in the list becomes a root.
 */
export function buildThread(
  ids: readonly string[],
  parentOf: (id: string) => string | null,
): ThreadNode[] {
  const nodes = new Map<string, ThreadNode>()
  for (const id of ids) nodes.set(id, { id, depth: 0, children: [], size: 0 })
  const roots: ThreadNode[] = []
  for (const id of ids) {
    const node = nodes.get(id)
    if (!node) continue
    const parentId = parentOf(id)
    const parent = parentId !== null && parentId !== id ? nodes.get(parentId) : undefined
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  // Depths and sizes without recursion: threads from other servers can be very deep.
  const order: ThreadNode[] = []
  const stack = [...roots].reverse()
  while (stack.length > 0) {
    const node = stack.pop()
    if (!node) break
    order.push(node)
    for (let i = node.children.length - 1; i >= 0; i--) {
      const child = node.children[i]
      if (child) {
        child.depth = node.depth + 1
        stack.push(child)
      }
    }
  }
  for (let i = order.length - 1; i >= 0; i--) {
    const node = order[i]
    if (node) node.size = node.children.reduce((sum, c) => sum + 1 + c.size, 0)
  }
  return roots
}

export interface ThreadRow {
  id: string
  depth: number
  /** Present when the row has replies: whether they are folded away. */
  folded?: boolean
  hiddenCount: number
}

/** Ids folded at the start: those whose replies start hidden (the first hidden depth). */
export function initialFolds(roots: readonly ThreadNode[], maxDepthInThread: number): Set<string> {
  const folded = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!node) break
    if (node.children.length > 0 && startsHiddenInThread(node.depth + 1, maxDepthInThread)) {
      folded.add(node.id)
    } else stack.push(...node.children)
  }
  return folded
}

/**
 * How far a row is indented in tree display: its depth, up to the depth where replies start
 * hidden. Replies shown below that (unfolded by the reader) stay at that indent, so a deep
 * thread never squeezes its posts into a sliver of the column.
 */
export function indentOf(depth: number, maxDepthInThread: number): number {
  return Math.min(depth, threadDepthLimit(maxDepthInThread))
}

/** The rows to show, depth first, skipping what folded nodes hide. */
export function visibleRows(
  roots: readonly ThreadNode[],
  folded: ReadonlySet<string>,
): ThreadRow[] {
  const rows: ThreadRow[] = []
  const stack = [...roots].reverse()
  while (stack.length > 0) {
    const node = stack.pop()
    if (!node) break
    const isFolded = folded.has(node.id)
    rows.push({
      id: node.id,
      depth: node.depth,
      folded: node.children.length > 0 ? isFolded : undefined,
      hiddenCount: isFolded ? node.size : 0,
    })
    if (!isFolded)
      for (let i = node.children.length - 1; i >= 0; i--) {
        const child = node.children[i]
        if (child) stack.push(child)
      }
  }
  return rows
}

/** The subtree rooted at `id` (dive into a subthread), or null when it is not in the forest. */
export function findSubtree(roots: readonly ThreadNode[], id: string): ThreadNode | null {
  const stack = [...roots]
  while (stack.length > 0) {
    const node = stack.pop()
    if (!node) break
    if (node.id === id) return node
    stack.push(...node.children)
  }
  return null
}
