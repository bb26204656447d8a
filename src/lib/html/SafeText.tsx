import { useMemo } from 'react'
import type { EmojiSource } from './emoji'
import { textToTree } from './plain-text'
import type { RenderOptions } from './render-tree'
import { renderTree } from './render-tree'

export interface SafeTextProps extends Pick<RenderOptions, 'renderEmoji'> {
  /** Plain text from the server: a display name, handle, poll option, alt text. */
  text: string | null | undefined
  emojis?: readonly EmojiSource[]
  /** Keep line breaks (bios in plain text, poll options); names are one line. */
  multiline?: boolean
  className?: string
}

/**
 * Plain text with custom emoji, never parsed as HTML. Bidi controls are removed and the
 * whole text is isolated in a <bdi>, so a name cannot reorder what follows it.
 */
export function SafeText({ text, emojis, multiline, className, renderEmoji }: SafeTextProps) {
  const tree = useMemo(
    () => textToTree(text, { emojis, multiline, neutralizeBidi: true }),
    [text, emojis, multiline],
  )
  return <bdi className={className}>{renderTree(tree, { renderEmoji })}</bdi>
}
