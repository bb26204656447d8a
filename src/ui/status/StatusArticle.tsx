import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import type { Status, User } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { markFirstPaint } from '../../lib/first-paint'
import { neutralizeBidi } from '../../lib/html'
import { highlightStyle } from './highlight'
import { statusMessages as m } from './messages'
import { StatusBody } from './StatusBody'
import type { StatusCardHandle } from './status-handle'
import { StatusDialogs } from './StatusDialogs'
import { StatusFooter } from './StatusFooter'
import { useCardHandle } from './use-card-handle'
import { useStatusEnv } from './status-env'
import { StatusAvatar, StatusHeader, type ThreadControls } from './StatusHeader'
import { StatusMeta } from './StatusMeta'
import { StatusPrepend } from './StatusPrepend'
import type { UserCardHandle } from '../user/UserCardTrigger'
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
  /** Set first inside the article (see StatusCardProps.lead). */
  lead?: ReactNode
  /** Previews the replied-to status (a card itself: the card hands it down, see StatusCard). */
  ReplyPopover: ComponentType<{ statusId: string }>
}

/** The card's own state: content warning, media viewer, its handle for the deck, its name. */
function useArticleState(props: StatusArticleProps, article: RefObject<HTMLElement | null>) {
  const { status, author } = props
  const intl = useIntl()
  const env = useStatusEnv()
  const routerNavigate = useNavigate()
  const navigate = env.navigate ?? ((path: string) => void routerNavigate(path))
  const controller = useStatusController(status, author)
  const [cwOpen, setCwOpen] = useState(false)
  const [viewerAt, setViewerAt] = useState<number | null>(null)
  const authorCard = useRef<UserCardHandle>(null)
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
    commands: controller.commands,
    openMedia,
    toggleContentWarning: () => {
      setCwOpen((open) => !open)
    },
    // `p`: the author's card, beside the avatar, with focus in it; the profile if it cannot open.
    openProfile: () => {
      if (authorCard.current) authorCard.current.open()
      else navigate(profilePath)
    },
  })
  const label = intl.formatMessage(m.statusBy, {
    name: neutralizeBidi(author?.name || author?.screen_name || status.user_id),
    handle: `@${neutralizeBidi(author?.screen_name ?? '')}`,
  })
  return {
    env,
    controller,
    label,
    profilePath,
    restricted,
    cwOpen,
    toggleCw: () => {
      setCwOpen(!cwOpen)
    },
    authorCard,
    viewerAt,
    closeViewer: () => {
      setViewerAt(null)
    },
    openMedia,
  }
}

/**
 * A status as a card: every part of spec 2 "Status card", top to bottom. The pinned and repeat
 * lines run above; below them an avatar column sits beside the content column, which holds the
 * name line, the reply and mention lines, the post itself and its footer.
 */
export function StatusArticle(props: StatusArticleProps) {
  const { status, author } = props
  const article = useRef<HTMLElement>(null)
  const card = useArticleState(props, article)
  const { env, controller, restricted } = card
  const { settings } = controller
  return (
    <article
      ref={article}
      className={props.focused === true ? 'status status-focused' : 'status'}
      data-status-id={status.id}
      data-density={settings.statusDensity}
      aria-label={card.label}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
      style={highlightStyle(author ? settings.highlight[author.screen_name] : undefined)}
    >
      {props.lead}
      <StatusPrepend
        pinned={props.showPinned === true && status.pinned}
        repeater={props.repeater}
        restrictedNicknames={restricted}
      />
      <div className="status-grid">
        <StatusAvatar
          userId={status.user_id}
          cardRef={card.authorCard}
          author={author}
          defaultAvatar={env.instance.defaultAvatar}
          stopGifs={settings.stopGifs}
        />
        <div className="status-main">
          <StatusHeader
            status={status}
            author={author}
            restrictedNicknames={restricted}
            hideBotIndication={settings.hideBotIndication}
            onMuteAgain={props.onMuteAgain}
            thread={props.thread}
            onDive={props.onDive}
          />
          <StatusMeta
            status={status}
            viewerId={env.viewer?.id ?? null}
            restrictedNicknames={restricted}
            ReplyPopover={props.ReplyPopover}
          />
          <StatusBody
            status={status}
            settings={settings}
            cwOpen={card.cwOpen}
            onToggleCw={card.toggleCw}
            inConversation={props.inConversation === true}
            nsfwCensorImage={env.instance.nsfwCensorImage}
            restrictedNicknames={restricted}
            onOpenMedia={card.openMedia}
          />
          <StatusFooter
            status={status}
            controller={controller}
            focused={props.focused === true}
            replyIds={props.replyIds}
          />
        </div>
      </div>
      <StatusDialogs
        status={status}
        controller={controller}
        viewerAt={card.viewerAt}
        onCloseViewer={card.closeViewer}
      />
    </article>
  )
}
