import { SafeText, type EmojiSource } from '../../lib/html'

export interface UserNameProps {
  /** The display name as plain text (never HTML); empty falls back to the handle. */
  name: string | null | undefined
  /** The handle (`screen_name`), used when the display name is empty. */
  screenName: string
  /** Custom emoji the name may use (`:shortcode:`, http(s) images only). */
  emojis?: readonly EmojiSource[]
  className?: string
}

/**
 * A display name with custom emoji. Plain text through the sanitiser's text path: markup stays
 * literal, bidi controls are removed and the name is isolated so it cannot reorder what follows.
 */
export function UserName({ name, screenName, emojis, className }: UserNameProps) {
  const shown = typeof name === 'string' && name.trim() !== '' ? name : screenName
  return (
    <SafeText
      text={shown}
      emojis={emojis}
      className={['user-name', className ?? ''].filter(Boolean).join(' ')}
    />
  )
}

export interface UserHandleProps {
  /** `screen_name_ui` (internationalised host shown in unicode) or `screen_name`. */
  handle: string
  className?: string
}

/** `@nick@host`, as text, bidi-neutralised. */
export function UserHandle({ handle, className }: UserHandleProps) {
  return (
    <SafeText
      text={`@${handle}`}
      className={['user-handle', className ?? ''].filter(Boolean).join(' ')}
    />
  )
}
