import { useState } from 'react'
import { safeImageUrl } from '../../lib/html'
import './avatar.css'

export interface AvatarProps {
  /** The account's avatar URL (server data: only http(s) is loaded). */
  src: string | null | undefined
  /** The instance's default avatar (InstanceConfig.defaultAvatar), shown when `src` fails. */
  fallback: string | null | undefined
  /** Accessible text; empty (the default) when a name beside the avatar already says who. */
  alt?: string
  /** Edge length in CSS pixels (default 48). */
  size?: number
  /** The theme's second avatar shape (avatarAlt: round by default), e.g. for small avatars. */
  round?: boolean
  className?: string
}

/** An account's picture that falls back to the instance default when it fails to load. */
export function Avatar({ src, fallback, alt = '', size = 48, round, className }: AvatarProps) {
  const primary = safeImageUrl(src)
  const backup = safeImageUrl(fallback)
  // Which URL failed, so a new `src` gets its own chance without an effect to reset state.
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const useBackup = primary === undefined || failed === primary
  const shown = useBackup ? backup : primary
  const classes = ['avatar', round === true ? 'avatar-round' : '', className ?? '']
    .filter(Boolean)
    .join(' ')
  if (shown === undefined || (useBackup && failed === backup)) {
    return (
      <span
        className={`${classes} avatar-empty`}
        style={{ width: size, height: size }}
        role={alt === '' ? undefined : 'img'}
        aria-label={alt === '' ? undefined : alt}
      />
    )
  }
  return (
    <img
      className={classes}
      src={shown}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => {
        setFailed(shown)
      }}
    />
  )
}
