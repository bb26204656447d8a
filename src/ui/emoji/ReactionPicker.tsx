import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import type { Emoji } from '../../entities'
import { normalizePleromaEmojiMap } from '../../entities/normalize-emoji'
import { customEmojiAtom, instanceConfigAtom } from '../../state/instance'
import { EmojiPicker } from './EmojiPicker'

export interface ReactionPickerProps {
  /** Whose recent emoji. */
  accountKey: string
  /** The reaction's name: a unicode emoji, or a custom emoji's shortcode. */
  onPick: (name: string) => void
  onClose: (reason: 'pick' | 'escape' | 'blur') => void
}

/** What a reaction is called: the character itself, or the shortcode without its colons. */
export function reactionName(emoji: Emoji): string {
  return emoji.imageUrl === null ? emoji.replacement : emoji.displayText
}

/**
 * The emoji picker for reacting (spec 2 "emoji reaction picker"): search, the instance's custom
 * emoji by pack, the unicode set and the recent ones. Loaded when a card first opens it.
 */
export function ReactionPicker({ accountKey, onPick, onClose }: ReactionPickerProps) {
  const instance = useAtomValue(instanceConfigAtom)
  const emojiMap = useAtomValue(customEmojiAtom)
  const customEmoji = useMemo(
    () => normalizePleromaEmojiMap(emojiMap, instance.server),
    [emojiMap, instance.server],
  )
  return (
    <EmojiPicker
      accountKey={accountKey}
      customEmoji={customEmoji}
      onPick={(emoji) => {
        onPick(reactionName(emoji))
      }}
      onClose={onClose}
    />
  )
}
