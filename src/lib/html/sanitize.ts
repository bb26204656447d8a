import { buildEmojiMap, splitEmoji } from './emoji'
import type { EmojiMap, EmojiSource } from './emoji'
import { buildLinkContext, classifyLink } from './links'
import type { LinkContext, MentionSource } from './links'
import { MAX_MFM_DEPTH, readMfm } from './mfm'
import { purifyToElement } from './purify'
import { isSafeTag } from './tree'
import type { SafeNode, SafeTree } from './tree'
import { safeLinkHref } from './urls'

export interface SanitizeOptions {
  /** Custom emoji that `:shortcode:` in text may become (http(s) URLs only). */
  emojis?: readonly EmojiSource[]
  /** Mentioned accounts: links to their profile URLs become mention links. */
  mentions?: readonly MentionSource[]
  /** The status's own tag names: hashtag links to them become in-app tag links. */
  tags?: readonly string[]
  /** Elements nested deeper than this are flattened into their parent. */
  maxDepth?: number
  /** At most this many nodes are produced; the rest is cut. */
  maxNodes?: number
  /** Input beyond this many characters is cut before parsing. */
  maxInputLength?: number
  /** Keep Misskey markdown spans (status content with MFM rendering on); stripped otherwise. */
  mfm?: boolean
}

export const DEFAULT_MAX_DEPTH = 64
export const DEFAULT_MAX_NODES = 10_000
export const DEFAULT_MAX_INPUT_LENGTH = 512 * 1024

/**
 * Limits for a collapsed preview of tall content: the card shows only its first lines, so
 * there is no point sanitising 200 KB behind a "show more". The full content is sanitised
 * when the reader expands it.
 */
export const PREVIEW_LIMITS = { maxInputLength: 8 * 1024, maxNodes: 1_000 } as const

// Classes Akkoma and Mastodon put on mentions, hashtags and shortened links; all others go.
const SAFE_CLASSES: ReadonlySet<string> = new Set([
  'mention',
  'hashtag',
  'h-card',
  'u-url',
  'invisible',
  'ellipsis',
  'quote-inline',
])

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'
const MAX_CLASSES = 4
const MAX_LINK_TEXT = 200

interface Task {
  node: Node
  out: SafeNode[]
  depth: number
  inLink: boolean
  /** MFM spans around this node. */
  mfmDepth: number
}

interface WalkState {
  emojis: EmojiMap
  links: LinkContext
  maxDepth: number
  maxNodes: number
  count: number
  flattened: boolean
  mfm: boolean
}

function safeClasses(element: Element): string[] {
  const raw = element.getAttribute('class')
  if (raw === null) return []
  const kept = raw.split(/\s+/).filter((c) => SAFE_CLASSES.has(c))
  return [...new Set(kept)].slice(0, MAX_CLASSES)
}

function appendText(out: SafeNode[], text: string, state: WalkState): void {
  for (const piece of splitEmoji(text, state.emojis)) {
    const last = out[out.length - 1]
    if (piece.type === 'text' && last?.type === 'text') {
      last.text += piece.text
    } else {
      out.push(piece)
      state.count += 1
    }
  }
}

/** The list children should be written to: a new node in `out`, or `out` itself (unwrap). */
function openElement(element: Element, task: Task, state: WalkState): SafeNode[] | undefined {
  const name = element.localName
  if (element.namespaceURI !== HTML_NAMESPACE) return task.out
  if (name === 'br') {
    task.out.push({ type: 'br' })
    state.count += 1
    return undefined
  }
  const tooDeep = task.depth >= state.maxDepth
  if (name === 'a') {
    const href = safeLinkHref(element.getAttribute('href'))
    if (href === undefined || task.inLink) return task.out
    if (tooDeep) {
      state.flattened = true
      return task.out
    }
    const classes = safeClasses(element)
    const kind = classifyLink(
      href,
      {
        text: element.textContent.slice(0, MAX_LINK_TEXT),
        classes,
        rel: (element.getAttribute('rel') ?? '').split(/\s+/),
        dataUser: element.getAttribute('data-user'),
        dataTag: element.getAttribute('data-tag'),
      },
      state.links,
    )
    const children: SafeNode[] = []
    task.out.push({ type: 'link', href, classes, children, ...kind })
    state.count += 1
    return children
  }
  if (!isSafeTag(name)) return task.out
  if (tooDeep) {
    state.flattened = true
    return task.out
  }
  const children: SafeNode[] = []
  const mfm =
    name === 'span' && state.mfm && task.mfmDepth < MAX_MFM_DEPTH ? readMfm(element) : undefined
  const classes = safeClasses(element)
  task.out.push({ type: 'element', tag: name, classes, children, ...(mfm ? { mfm } : {}) })
  state.count += 1
  return children
}

/** Whether the element just opened (the last node written) is an MFM span. */
function lastIsMfm(out: readonly SafeNode[]): boolean {
  const last = out[out.length - 1]
  return last?.type === 'element' && last.mfm !== undefined
}

function pushChildren(stack: Task[], parent: Node, context: Omit<Task, 'node'>) {
  const children = parent.childNodes
  for (let i = children.length - 1; i >= 0; i -= 1) {
    const node = children[i]
    if (node !== undefined) stack.push({ node, ...context })
  }
}

/**
 * Server HTML in, a small safe tree out. Walks the sanitised fragment with an explicit stack
 * (never recursion), so 5,000-deep input cannot overflow the stack, and stops at the size
 * limits instead of freezing the page.
 */
export function sanitizeToTree(html: unknown, options: SanitizeOptions = {}): SafeTree {
  const maxInput = options.maxInputLength ?? DEFAULT_MAX_INPUT_LENGTH
  if (typeof html !== 'string' || html === '') {
    return { nodes: [], truncated: false, flattened: false }
  }
  const cut = html.length > maxInput
  const root = purifyToElement(cut ? html.slice(0, maxInput) : html)
  const tree = treeFromSanitized(root, options)
  return cut ? { ...tree, truncated: true } : tree
}

/** The walk alone, over children of an element that DOMPurify has already cleaned. */
export function treeFromSanitized(root: Element, options: SanitizeOptions = {}): SafeTree {
  let truncated = false
  const state: WalkState = {
    emojis: buildEmojiMap(options.emojis),
    links: buildLinkContext(options.mentions, options.tags),
    maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
    maxNodes: options.maxNodes ?? DEFAULT_MAX_NODES,
    count: 0,
    flattened: false,
    mfm: options.mfm === true,
  }
  const nodes: SafeNode[] = []
  const stack: Task[] = []
  pushChildren(stack, root, { out: nodes, depth: 0, inLink: false, mfmDepth: 0 })
  for (let task = stack.pop(); task !== undefined; task = stack.pop()) {
    if (state.count >= state.maxNodes) {
      truncated = true
      break
    }
    const { node } = task
    if (node.nodeType === Node.TEXT_NODE) {
      appendText(task.out, node.nodeValue ?? '', state)
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element
      const out = openElement(element, task, state)
      if (out === undefined) continue
      const opened = out === task.out ? undefined : out
      pushChildren(stack, element, {
        out,
        depth: opened ? task.depth + 1 : task.depth,
        inLink: task.inLink || (opened !== undefined && element.localName === 'a'),
        mfmDepth: opened !== undefined && lastIsMfm(task.out) ? task.mfmDepth + 1 : task.mfmDepth,
      })
    }
    // Comments, CDATA sections and processing instructions are dropped.
  }
  return { nodes, truncated, flattened: state.flattened }
}
