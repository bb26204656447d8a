import { useMemo } from 'react'
import type { Status } from '../../entities'
import type { Settings } from '../../settings/defaults'
import { AttachmentGallery } from '../media/AttachmentGallery'
import { LinkPreview } from './LinkPreview'
import { QuoteCard } from './QuoteCard'
import { StatusContent } from './StatusContent'
import { StatusPoll } from './StatusPoll'

export interface StatusBodyProps {
  status: Status
  settings: Settings
  cwOpen: boolean
  onToggleCw: () => void
  /** Inside a conversation the gallery follows hideAttachmentsInConv. */
  inConversation: boolean
  nsfwCensorImage: string | null
  restrictedNicknames: readonly string[]
  onOpenMedia: (index: number) => void
}

/** What the post says: content warning and text, then poll, media, quote and link preview. */
export function StatusBody({ status, settings, ...props }: StatusBodyProps) {
  const mediaSettings = useMemo(
    () => ({
      hideNsfw: settings.hideNsfw,
      preloadImage: settings.preloadImage,
      useBlurhash: settings.useBlurhash,
      useOneClickNsfw: settings.useOneClickNsfw,
      useContainFit: settings.useContainFit,
      playVideosInModal: settings.playVideosInModal,
      loopVideo: settings.loopVideo,
      loopVideoSilentOnly: settings.loopVideoSilentOnly,
      stopGifs: settings.stopGifs,
    }),
    [settings],
  )
  const hideAttachments = props.inConversation
    ? settings.hideAttachmentsInConv
    : settings.hideAttachments
  return (
    <StatusContent
      status={status}
      cwOpen={props.cwOpen}
      onToggleCw={props.onToggleCw}
      collapseMessageWithSubject={settings.collapseMessageWithSubject}
      greentext={settings.greentext}
      restrictedNicknames={props.restrictedNicknames}
    >
      {status.poll_id !== null && <StatusPoll pollId={status.poll_id} emojis={status.emojis} />}
      <AttachmentGallery
        attachments={status.attachments}
        sensitive={status.nsfw}
        settings={mediaSettings}
        nsfwCensorImage={props.nsfwCensorImage}
        maxThumbnails={settings.maxThumbnails}
        size={hideAttachments ? 'hide' : 'normal'}
        onOpen={props.onOpenMedia}
      />
      {(status.quote_id !== null || status.quote_url !== null) && (
        <QuoteCard quoteId={status.quote_id} quoteUrl={status.quote_url} />
      )}
      {status.card && status.attachments.length === 0 && (
        <LinkPreview card={status.card} sensitive={status.nsfw} />
      )}
    </StatusContent>
  )
}
