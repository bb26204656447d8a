import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { Attachment } from '../../entities'
import { EXTERNAL_REL, safeImageUrl, safeLinkHref } from '../../lib/html'
import { Icon } from '../common/Icon'
import { Blurhash } from './Blurhash'
import { FlashAttachment } from './FlashAttachment'
import { mediaMessages as m } from './messages'
import { isGif } from './still-image'
import { StillImage } from './StillImage'
import { useHoverFocus } from './use-hover-focus'
import { VideoAttachment } from './VideoAttachment'

export interface MediaSettings {
  hideNsfw: boolean
  preloadImage: boolean
  useBlurhash: boolean
  useOneClickNsfw: boolean
  useContainFit: boolean
  playVideosInModal: boolean
  loopVideo: boolean
  loopVideoSilentOnly: boolean
  /** GIFs show a still frame until hovered or focused. */
  stopGifs: boolean
}

export interface AttachmentItemProps {
  attachment: Attachment
  /** The status is sensitive: hide behind a cover until revealed (when hideNsfw is on). */
  sensitive: boolean
  settings: MediaSettings
  /** The instance's cover image for hidden sensitive media. */
  nsfwCensorImage: string | null
  /** Open the media viewer on this attachment. */
  onOpen: () => void
}

type Reveal = 'hidden' | 'loading' | 'shown'

function fileName(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? ''
  try {
    return decodeURIComponent(last) || url
  } catch {
    return last || url
  }
}

/** One attachment in the gallery: image, video, audio, flash or a file link. */
export function AttachmentItem(props: AttachmentItemProps) {
  const { attachment, settings } = props
  const intl = useIntl()
  const hides = props.sensitive && settings.hideNsfw
  const [reveal, setReveal] = useState<Reveal>(hides ? 'hidden' : 'shown')
  // Focus on the open button (keyboard) plays a held GIF, as hover does.
  const focus = useHoverFocus()
  const description = attachment.description ?? ''
  const label = intl.formatMessage(m.open, {
    description: description === '' ? intl.formatMessage(m.noDescription) : description,
  })

  if (attachment.kind === 'audio') {
    const src = safeImageUrl(attachment.url)
    return src === undefined ? null : (
      // Audio carries no captions track: the description below is its text alternative.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <audio
        className="attachment-audio"
        src={src}
        controls
        preload="metadata"
        title={description}
      />
    )
  }
  if (attachment.kind === 'flash') return <FlashAttachment attachment={attachment} />
  if (attachment.kind !== 'image' && attachment.kind !== 'video') {
    const href = safeLinkHref(attachment.url)
    return href === undefined ? null : (
      <a className="attachment-file" href={href} target="_blank" rel={EXTERNAL_REL}>
        <Icon name="file" /> {description !== '' ? description : fileName(href)}
      </a>
    )
  }

  const cover = safeImageUrl(props.nsfwCensorImage)
  if (reveal === 'hidden') {
    return (
      <button
        type="button"
        className="attachment-nsfw"
        onClick={() => {
          if (settings.useOneClickNsfw) props.onOpen()
          else setReveal(settings.preloadImage ? 'shown' : 'loading')
        }}
      >
        {settings.useBlurhash && attachment.blurhash !== null ? (
          <Blurhash hash={attachment.blurhash} className="attachment-cover" />
        ) : (
          cover !== undefined && <img className="attachment-cover" src={cover} alt="" />
        )}
        <span className="attachment-nsfw-label">{intl.formatMessage(m.showNsfw)}</span>
      </button>
    )
  }

  const fit = settings.useContainFit ? 'attachment-contain' : 'attachment-cover-fit'
  const hideButton = hides && (
    <button
      type="button"
      className="attachment-hide"
      aria-label={intl.formatMessage(m.hideNsfw)}
      title={intl.formatMessage(m.hideNsfw)}
      onClick={() => {
        setReveal('hidden')
      }}
    >
      <Icon name="eyeOff" />
    </button>
  )

  if (attachment.kind === 'video' && !settings.playVideosInModal) {
    return (
      <div className="attachment attachment-video-wrap">
        <VideoAttachment
          attachment={attachment}
          loopVideo={settings.loopVideo}
          loopVideoSilentOnly={settings.loopVideoSilentOnly}
          className={`attachment-video ${fit}`}
        />
        <button
          type="button"
          className="attachment-expand"
          aria-label={label}
          title={label}
          onClick={props.onOpen}
        >
          <Icon name="external" />
        </button>
        {hideButton}
      </div>
    )
  }

  const thumb = safeImageUrl(attachment.large_thumb_url || attachment.thumb_url || attachment.url)
  return (
    <div className="attachment attachment-image-wrap">
      <button
        type="button"
        className="attachment-open"
        aria-label={label}
        onClick={props.onOpen}
        onFocus={focus.handlers.onFocus}
        onBlur={focus.handlers.onBlur}
      >
        {reveal === 'loading' && settings.useBlurhash && attachment.blurhash !== null && (
          <Blurhash hash={attachment.blurhash} className="attachment-cover" />
        )}
        {attachment.kind === 'video' ? (
          <span className="attachment-play">
            <Icon name="play" />
          </span>
        ) : null}
        {thumb !== undefined && attachment.kind === 'image' && (
          <StillImage
            block
            stop={settings.stopGifs && isGif(attachment.url, attachment.mimetype)}
            play={focus.active}
            className={reveal === 'loading' ? `${fit} attachment-loading` : fit}
            src={thumb}
            alt={description}
            title={description}
            loading={settings.preloadImage ? 'eager' : 'lazy'}
            onLoad={() => {
              if (reveal === 'loading') setReveal('shown')
            }}
          />
        )}
      </button>
      {hideButton}
    </div>
  )
}
