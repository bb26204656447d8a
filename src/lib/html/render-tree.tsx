import { createElement } from 'react'
import type { CSSProperties, ReactNode } from 'react'
import { mfmPresentation } from './mfm'
import type { SafeElement, SafeEmoji, SafeLink, SafeNode, SafeTree } from './tree'
import { isSafeTag } from './tree'
import { safeImageUrl, safeLinkHref, tagRoute } from './urls'

/** Every link that leaves the app carries these. */
export const EXTERNAL_REL = 'nofollow noopener noreferrer'

export interface RenderOptions {
  /**
   * Replaces the default <a> for a link, e.g. a router link for mentions and in-app hashtags.
   * `children` is already rendered; return the element to show (with `key`).
   */
  renderLink?: (link: SafeLink, children: ReactNode[], key: string) => ReactNode
  /** Replaces the default <img> for a custom emoji. */
  renderEmoji?: (emoji: SafeEmoji, key: string) => ReactNode
}

// The sanitiser caps depth at 64; this guards trees built by hand or read from elsewhere.
const MAX_RENDER_DEPTH = 256

function defaultLink(link: SafeLink, children: ReactNode[], key: string): ReactNode {
  const className = link.classes.length > 0 ? link.classes.join(' ') : undefined
  if (link.kind === 'hashtag' && link.internal) {
    return (
      <a key={key} href={tagRoute(link.tag)} className={className}>
        {children}
      </a>
    )
  }
  return (
    <a key={key} href={link.href} className={className} rel={EXTERNAL_REL} target="_blank">
      {children}
    </a>
  )
}

function defaultEmoji(emoji: SafeEmoji, key: string): ReactNode {
  const label = `:${emoji.shortcode}:`
  return (
    <img
      key={key}
      className="emoji"
      src={emoji.url}
      alt={label}
      title={label}
      loading="lazy"
      draggable={false}
    />
  )
}

interface ElementProps {
  key: string
  className?: string
  style?: CSSProperties
  tabIndex?: number
}

/**
 * An MFM span gets fixed classes and validated custom properties, set through React (CSSOM, so
 * the Content-Security-Policy needs no inline styles); a blurred span can take focus so the
 * keyboard reveals it like the pointer does.
 */
function elementProps(node: SafeElement, key: string): ElementProps {
  const mfm = node.tag === 'span' && node.mfm !== undefined ? mfmPresentation(node.mfm) : undefined
  const classes = mfm ? [...node.classes, ...mfm.classNames] : node.classes
  const props: ElementProps = { key }
  if (classes.length > 0) props.className = classes.join(' ')
  if (mfm && mfm.properties.length > 0) {
    const style: Record<string, string> = {}
    for (const [name, value] of mfm.properties) style[name] = value
    props.style = style
  }
  if (mfm?.focusable === true) props.tabIndex = 0
  return props
}

function renderNodes(
  nodes: readonly SafeNode[],
  options: RenderOptions,
  depth: number,
  prefix: string,
): ReactNode[] {
  if (depth > MAX_RENDER_DEPTH) return []
  return nodes.map((node, index) => renderNode(node, options, depth, `${prefix}${index}`))
}

function renderNode(node: SafeNode, options: RenderOptions, depth: number, key: string): ReactNode {
  switch (node.type) {
    case 'text':
      return node.text
    case 'br':
      return <br key={key} />
    case 'emoji': {
      // Re-checked here so a tree from anywhere but sanitizeToTree still cannot load data: URLs.
      const url = safeImageUrl(node.url)
      if (url === undefined) return `:${node.shortcode}:`
      const emoji = { ...node, url }
      return (options.renderEmoji ?? defaultEmoji)(emoji, key)
    }
    case 'link': {
      const children = renderNodes(node.children, options, depth + 1, `${key}.`)
      const href = safeLinkHref(node.href)
      if (href === undefined) return <span key={key}>{children}</span>
      return (options.renderLink ?? defaultLink)({ ...node, href }, children, key)
    }
    case 'element': {
      const children = renderNodes(node.children, options, depth + 1, `${key}.`)
      const tag = isSafeTag(node.tag) ? node.tag : 'span'
      return createElement(tag, elementProps(node, key), ...children)
    }
  }
}

/** The sanitised tree as React elements: built node by node, never through innerHTML. */
export function renderTree(tree: SafeTree | readonly SafeNode[], options: RenderOptions = {}) {
  const nodes = 'nodes' in tree ? tree.nodes : tree
  return renderNodes(nodes, options, 0, 'n')
}
