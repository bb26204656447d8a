import { useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import type { Attachment } from '../../entities'
import { AttachmentItem, type MediaSettings } from './AttachmentItem'
import { Icon } from '../common/Icon'
import { galleryRows, HIDE_SIZE_LIMIT, tooManyAttachments, type GallerySize } from './gallery-rows'
import { mediaMessages as m } from './messages'
import './gallery.css'

export interface AttachmentGalleryProps {
  attachments: readonly Attachment[]
  sensitive: boolean
  settings: MediaSettings
  nsfwCensorImage: string | null
  /** The maxThumbnails setting: attachments above it are not drawn (the viewer still has them). */
  maxThumbnails: number
  /** 'hide' under hideAttachments / hideAttachmentsInConv: small file-like entries. */
  size?: GallerySize
  /** A hard cap on what is listed at all (the quote card shows fewer). */
  limit?: number
  /** Open the viewer at an index of `attachments`. */
  onOpen: (index: number) => void
}

/** Rows of at most 3 images or videos; audio and other files on their own rows. */
export function AttachmentGallery(props: AttachmentGalleryProps) {
  const intl = useIntl()
  const [showAll, setShowAll] = useState(false)
  const size = props.size ?? 'normal'
  const listed = useMemo(
    () => (props.limit === undefined ? props.attachments : props.attachments.slice(0, props.limit)),
    [props.attachments, props.limit],
  )
  const max = Math.max(0, Math.floor(props.maxThumbnails))
  const drawn = listed.slice(0, max)
  const hiddenCount = listed.length - drawn.length
  const rows = useMemo(() => galleryRows(drawn), [drawn])
  if (listed.length === 0) return null
  const tooMany = tooManyAttachments(drawn, size)
  const collapsed = tooMany && !showAll
  const indexOf = (attachment: Attachment) => props.attachments.indexOf(attachment)

  if (size === 'hide') {
    // Attachments hidden by the hideAttachments settings: one small entry each, no thumbnails.
    return (
      <ul className="gallery gallery-hide" aria-label={intl.formatMessage(m.gallery)}>
        {(tooMany && !showAll ? drawn.slice(0, HIDE_SIZE_LIMIT) : drawn).map((attachment) => (
          <li key={attachment.id}>
            <button
              type="button"
              className="status-link-button"
              onClick={() => {
                props.onOpen(indexOf(attachment))
              }}
            >
              <Icon name={attachment.kind === 'audio' ? 'audio' : 'file'} />
              {intl.formatMessage(m.open, {
                description: attachment.description ?? intl.formatMessage(m.noDescription),
              })}
            </button>
          </li>
        ))}
        {tooMany && (
          <li>
            <button
              type="button"
              aria-expanded={showAll}
              onClick={() => {
                setShowAll(!showAll)
              }}
            >
              {intl.formatMessage(showAll ? m.showFewer : m.showAll)}
            </button>
          </li>
        )}
      </ul>
    )
  }

  return (
    <div
      className={`gallery gallery-${size}${collapsed ? ' gallery-collapsed' : ''}`}
      role="group"
      aria-label={intl.formatMessage(m.gallery)}
    >
      {rows.map((row) => (
        <div
          key={row.items.map((a) => a.id).join(' ')}
          className={`gallery-row gallery-row-${row.kind}`}
        >
          {row.items.map((attachment) => (
            <AttachmentItem
              key={attachment.id}
              attachment={attachment}
              sensitive={props.sensitive}
              settings={props.settings}
              nsfwCensorImage={props.nsfwCensorImage}
              onOpen={() => {
                props.onOpen(indexOf(attachment))
              }}
            />
          ))}
        </div>
      ))}
      {hiddenCount > 0 && (
        <button
          type="button"
          className="gallery-more"
          onClick={() => {
            props.onOpen(drawn.length)
          }}
        >
          {intl.formatMessage(m.moreHidden, { count: hiddenCount })}
        </button>
      )}
      {tooMany && (
        <button
          type="button"
          className="gallery-toggle"
          aria-expanded={showAll}
          onClick={() => {
            setShowAll(!showAll)
          }}
        >
          {intl.formatMessage(showAll ? m.showFewer : m.showAll)}
        </button>
      )}
    </div>
  )
}
