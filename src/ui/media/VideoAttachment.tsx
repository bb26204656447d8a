import { useState, type SyntheticEvent } from 'react'
import type { Attachment } from '../../entities'
import { safeImageUrl } from '../../lib/html'
import { shouldLoopVideo } from './gallery-rows'

interface AudioTrackCarrier {
  mozHasAudio?: boolean
  webkitAudioDecodedByteCount?: number
  audioTracks?: { length: number }
}

function videoHasAudio(video: HTMLVideoElement): boolean {
  const carrier = video as HTMLVideoElement & AudioTrackCarrier
  return (
    carrier.mozHasAudio === true ||
    (carrier.webkitAudioDecodedByteCount ?? 0) > 0 ||
    (carrier.audioTracks?.length ?? 0) > 0
  )
}

export interface VideoAttachmentProps {
  attachment: Attachment
  loopVideo: boolean
  loopVideoSilentOnly: boolean
  autoPlay?: boolean
  className?: string
}

/** An inline video; looping follows loopVideo and the silent-only option. */
export function VideoAttachment(props: VideoAttachmentProps) {
  const { attachment } = props
  const [hasAudio, setHasAudio] = useState<boolean | undefined>(undefined)
  const src = safeImageUrl(attachment.url)
  const poster = safeImageUrl(attachment.thumb_url || null)
  if (src === undefined) return null
  return (
    // Servers send no caption tracks; the description is the text alternative.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      className={props.className ?? 'attachment-video'}
      src={src}
      poster={poster}
      controls
      playsInline
      preload="metadata"
      autoPlay={props.autoPlay}
      loop={shouldLoopVideo(props.loopVideo, props.loopVideoSilentOnly, hasAudio)}
      aria-label={attachment.description ?? undefined}
      onLoadedData={(event: SyntheticEvent<HTMLVideoElement>) => {
        setHasAudio(videoHasAudio(event.currentTarget))
      }}
    />
  )
}
