import { useEffect, useMemo, useRef, useState, type Ref } from 'react'
import { useIntl } from 'react-intl'
import { Link, useNavigate } from 'react-router'
import type { Status, User } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { markFirstPaint } from '../../lib/first-paint'
import { neutralizeBidi } from '../../lib/html'
import { routePath } from '../../routes/route-table'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { Icon } from '../common/Icon'
import { UserName } from '../common/UserName'
import { AttachmentGallery } from '../media/AttachmentGallery'
import { ActionBar } from './ActionBar'
import { highlightStyle } from './highlight'
import { InteractionLists } from './InteractionLists'
import { LinkPreview } from './LinkPreview'
import { statusMessages as m } from './messages'
import { QuoteCard } from './QuoteCard'
import { Reactions } from './Reactions'
import { StatusContent } from './StatusContent'
import type { StatusCardHandle } from './status-handle'
import { StatusDialogs } from './StatusDialogs'
import { useCardHandle } from './use-card-handle'
import { useStatusEnv } from './status-env'
import { StatusHeader, type ThreadControls } from './StatusHeader'
import { StatusMeta } from './StatusMeta'
import { StatusPoll } from './StatusPoll'
import { useStatusController } from './use-status-controller'
import './status.css'

export interface StatusArticleProps {
  status: Status
  author: User | undefined
  /** Set when the timeline item is a repeat: the repeating user. */
  repeater?: { id: string; user: User | undefined }
  posinset?: number
  setsize?: number
  focused?: boolean
  inConversation?: boolean
  showPinned?: boolean
  thread?: ThreadControls
  onDive?: () => void
  /** Ids of direct replies, listed under the status (conversation view). */
  replyIds?: readonly string[]
  /** The status was muted and opened by the reader: offer to fold it again. */
  onMuteAgain?: () => void
  handleRef?: Ref<StatusCardHandle>
}

/** A status as a card: every part of spec 2 "Status card", top to bottom. */
export function StatusArticle(props: StatusArticleProps) {
  const { status, author } = props
  const intl = useIntl()
  const env = useStatusEnv()
  const routerNavigate = useNavigate()
  const navigate = env.navigate ?? ((path: string) => void routerNavigate(path))
  const controller = useStatusController(status, author)
  const { settings, commands } = controller
  const [cwOpen, setCwOpen] = useState(false)
  const [viewerAt, setViewerAt] = useState<number | null>(null)
  const article = useRef<HTMLElement>(null)
  // The first card on screen lets what waits for it load (src/lib/first-paint.ts).
  useEffect(markFirstPaint, [])
  const restricted = env.instance.restrictedNicknames
  const profilePath = profileLink(status.user_id, author?.screen_name, restricted).path

  const openMedia = (index: number) => {
    if (status.attachments.length === 0) return
    if (env.onOpenMedia) env.onOpenMedia(status.attachments, index)
    else setViewerAt(index)
  }
  useCardHandle({
    article,
    handleRef: props.handleRef,
    statusId: status.id,
    commands,
    openMedia,
    toggleContentWarning: () => {
      setCwOpen((open) => !open)
    },
    openProfile: () => {
      navigate(profilePath)
    },
  })

  const plainName = neutralizeBidi(author?.name || author?.screen_name || status.user_id)
  const label = intl.formatMessage(m.statusBy, {
    name: plainName,
    handle: `@${neutralizeBidi(author?.screen_name ?? '')}`,
  })
  const highlight = highlightStyle(author ? settings.highlight[author.screen_name] : undefined)
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
  const hideAttachments =
    props.inConversation === true ? settings.hideAttachmentsInConv : settings.hideAttachments

  return (
    <article
      ref={article}
      className={props.focused === true ? 'status status-focused' : 'status'}
      data-status-id={status.id}
      aria-label={label}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
      style={highlight}
    >
      {props.showPinned === true && status.pinned && (
        <p className="status-pinned">
          <Icon name="pin" /> {intl.formatMessage(m.pinned)}
        </p>
      )}
      {props.repeater && (
        <p className="status-repeat-header">
          <Icon name="repeat" />
          {intl.formatMessage(m.repeated, {
            name: (
              <Link
                key="r"
                to={
                  profileLink(props.repeater.id, props.repeater.user?.screen_name, restricted).path
                }
              >
                <UserName
                  name={props.repeater.user?.name}
                  screenName={props.repeater.user?.screen_name ?? props.repeater.id}
                  emojis={props.repeater.user?.emoji}
                />
              </Link>
            ),
          })}
        </p>
      )}
      <StatusHeader
        status={status}
        author={author}
        defaultAvatar={env.instance.defaultAvatar}
        restrictedNicknames={restricted}
        hideBotIndication={settings.hideBotIndication}
        stopGifs={settings.stopGifs}
        onMuteAgain={props.onMuteAgain}
        thread={props.thread}
        onDive={props.onDive}
      />
      <StatusMeta
        status={status}
        viewerId={env.viewer?.id ?? null}
        restrictedNicknames={restricted}
      />
      <StatusContent
        status={status}
        cwOpen={cwOpen}
        onToggleCw={() => {
          setCwOpen(!cwOpen)
        }}
        collapseMessageWithSubject={settings.collapseMessageWithSubject}
        greentext={settings.greentext}
        restrictedNicknames={restricted}
      >
        {status.poll_id !== null && <StatusPoll pollId={status.poll_id} emojis={status.emojis} />}
        <AttachmentGallery
          attachments={status.attachments}
          sensitive={status.nsfw}
          settings={mediaSettings}
          nsfwCensorImage={env.instance.nsfwCensorImage}
          maxThumbnails={settings.maxThumbnails}
          size={hideAttachments ? 'hide' : 'normal'}
          onOpen={openMedia}
        />
        {(status.quote_id !== null || status.quote_url !== null) && (
          <QuoteCard quoteId={status.quote_id} quoteUrl={status.quote_url} />
        )}
        {status.card && status.attachments.length === 0 && (
          <LinkPreview card={status.card} sensitive={status.nsfw} />
        )}
      </StatusContent>
      {props.replyIds && props.replyIds.length > 0 && (
        <p className="status-replies">
          {intl.formatMessage(m.replies)}
          {props.replyIds.map((id) => (
            <Link key={id} to={routePath('conversation', { id })} className="status-reply-link">
              {intl.formatMessage(m.replyLink, { id: id.slice(-6) })}
            </Link>
          ))}
        </p>
      )}
      {props.focused === true && <InteractionLists status={status} />}
      {(settings.emojiReactionsOnTimeline || props.focused === true) && (
        <Reactions
          status={status}
          onToggle={
            controller.can.react
              ? (emoji, on) => {
                  commands.react(emoji, on)
                }
              : undefined
          }
        />
      )}
      {controller.alert && (
        <Alert onDismiss={controller.dismissAlert} className="status-alert">
          {formatUserMessage(intl, controller.alert)}
        </Alert>
      )}
      <ActionBar status={status} controller={controller} hidePostStats={settings.hidePostStats} />
      <StatusDialogs
        status={status}
        controller={controller}
        viewerAt={viewerAt}
        onCloseViewer={() => {
          setViewerAt(null)
        }}
      />
    </article>
  )
}
