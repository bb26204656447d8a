import { useState } from 'react'
import { safeImageUrl } from '../../lib/html'
import { Avatar, type AvatarProps } from '../common/Avatar'
import { isGif } from './still-image'
import { StillImage } from './StillImage'

export interface StillAvatarProps extends AvatarProps {
  /** The stopGifs setting: a GIF avatar shows a still frame until hovered. */
  stopGifs: boolean
}

/** An avatar that honours stopGifs; anything but a loading GIF is the plain Avatar. */
export function StillAvatar({ stopGifs, ...avatar }: StillAvatarProps) {
  const primary = safeImageUrl(avatar.src)
  const [failed, setFailed] = useState<string | undefined>(undefined)
  if (!stopGifs || primary === undefined || !isGif(primary)) return <Avatar {...avatar} />
  // A GIF that failed: the plain Avatar shows the instance default in its place.
  if (failed === primary) return <Avatar {...avatar} src={avatar.fallback} />
  const size = avatar.size ?? 48
  return (
    <StillImage
      className={['avatar', avatar.className ?? ''].filter(Boolean).join(' ')}
      src={primary}
      alt={avatar.alt ?? ''}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      stop
      onError={() => {
        setFailed(primary)
      }}
    />
  )
}
