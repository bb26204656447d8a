import { useMemo } from 'react'
import type { EmojiSource } from './emoji'
import type { MentionSource } from './links'
import type { RenderOptions } from './render-tree'
import { renderTree } from './render-tree'
import { PREVIEW_LIMITS } from './sanitize'
import { cachedSanitizeToTree } from './tree-cache'
import type { SafeTree } from './tree'

export interface SafeHtmlProps extends RenderOptions {
  /** Server HTML: status content, bio, card text, announcement. */
  html: string | null | undefined
  emojis?: readonly EmojiSource[]
  mentions?: readonly MentionSource[]
  tags?: readonly string[]
  /**
   * Only the start of the content is needed (a collapsed tall status): sanitise at most
   * PREVIEW_LIMITS of it. The tree says `truncated` when something was left out.
   */
  preview?: boolean
  /** Keep and render Misskey markdown spans (status content with the option on). */
  mfm?: boolean
  /** A pure change to the tree before rendering (greentext, for example). */
  transform?: (tree: SafeTree) => SafeTree
  as?: 'div' | 'span'
  className?: string
  lang?: string
}

const EMPTY: SafeTree = { nodes: [], truncated: false, flattened: false }

function buildTree(props: SafeHtmlProps): SafeTree {
  try {
    const tree = cachedSanitizeToTree(props.html, {
      emojis: props.emojis,
      mentions: props.mentions,
      tags: props.tags,
      mfm: props.mfm,
      ...(props.preview === true ? PREVIEW_LIMITS : {}),
    })
    return props.transform ? props.transform(tree) : tree
  } catch (error) {
    // A broken field renders empty rather than taking the whole column down with it.
    console.error('SafeHtml: could not sanitise content', error)
    return EMPTY
  }
}

/** Server HTML shown safely: sanitised, then built as React elements. */
export function SafeHtml(props: SafeHtmlProps) {
  const { html, emojis, mentions, tags, preview, mfm, transform, renderLink, renderEmoji } = props
  const tree = useMemo(
    () => buildTree({ html, emojis, mentions, tags, preview, mfm, transform }),
    [html, emojis, mentions, tags, preview, mfm, transform],
  )
  const Tag = props.as ?? 'div'
  return (
    <Tag className={props.className} lang={props.lang} dir="auto">
      {renderTree(tree, { renderLink, renderEmoji })}
    </Tag>
  )
}
