import { useState, type ReactNode, type Ref } from 'react'
import { useStore } from 'jotai'
import { useIntl } from 'react-intl'
import type { Relationship } from '../../entities'
import { muteVerdict } from '../../lib/status/muting'
import { entityAtom, getAccountCache } from '../../state/entity-cache'
import { loadStatus, useLoad } from '../../state/loaders'
import { Spinner } from '../common/Spinner'
import { CardBoundary } from './CardBoundary'
import { Gravestone } from './Gravestone'
import { WithInlineComposer } from './InlineComposerSlot'
import { statusMessages as m } from './messages'
import { MutedRow } from './MutedRow'
import { StatusArticle } from './StatusArticle'
import type { StatusCardHandle } from './status-handle'
import { useStatusEnv } from './status-env'
import type { ThreadControls } from './StatusHeader'
import {
  useCardSettings,
  useRelationshipEntity,
  useStatusEntity,
  useUserEntity,
} from './use-entities'

export interface StatusCardProps {
  /** The timeline item: a status, or a repeat (then the original is shown under a header). */
  statusId: string
  /** Position in the column's feed, set by the deck (aria-posinset / aria-setsize). */
  posinset?: number
  setsize?: number
  /** The focused status of a thread: lists of favouriting/repeating users, never fully hidden. */
  focused?: boolean
  /** Shown inside its own conversation: thread muting does not apply. */
  inConversation?: boolean
  /** Shown on this user's profile: their own posts are never muted there. */
  profileOwnerId?: string | null
  /** Show the pinned line for pinned statuses (profile columns). */
  showPinned?: boolean
  thread?: ThreadControls
  onDive?: () => void
  replyIds?: readonly string[]
  /** Imperative commands for the deck (also reachable with statusHandleFor(element)). */
  handleRef?: Ref<StatusCardHandle>
  /**
   * A line set first inside the card's article (a notification's "X mentioned you"), so the
   * feed's row stays one article with everything the row shows inside it.
   */
  lead?: ReactNode
}

/**
 * The status card every column, the thread view and the popover use. Reads the status, its
 * original (for a repeat), the authors and relationships from the entity cache; applies the
 * muting and hiding rules; shows the gravestone for a deleted status. A status that is not in
 * the cache renders nothing (a malformed one never reaches the cache: the normaliser drops it).
 */
export function StatusCard(props: StatusCardProps) {
  return (
    <CardBoundary statusId={props.statusId}>
      <StatusCardInner {...props} />
    </CardBoundary>
  )
}

function StatusCardInner(props: StatusCardProps) {
  const store = useStore()
  const env = useStatusEnv()
  const settings = useCardSettings()
  const item = useStatusEntity(props.statusId)
  const original = useStatusEntity(item?.retweeted_status_id)
  const shown = item?.retweeted_status_id != null ? original : item
  const author = useUserEntity(shown?.user_id)
  const repeaterUser = useUserEntity(item && item !== shown ? item.user_id : null)
  // Subscribed so a mute or unmute of the author or repeater re-renders the card.
  useRelationshipEntity(shown?.user_id)
  useRelationshipEntity(item && item !== shown ? item.user_id : null)
  const [unmuted, setUnmuted] = useState(false)

  if (!item || !shown) return null
  if (item.deleted || shown.deleted) {
    return <Gravestone posinset={props.posinset} setsize={props.setsize} lead={props.lead} />
  }
  const cache = getAccountCache(store, env.accountKey)
  const relationship = (id: string): Relationship | undefined =>
    store.get(entityAtom(cache, 'relationships', id))
  const verdict = muteVerdict({
    item,
    status: shown,
    authorIsBot: author?.bot === true,
    viewerId: env.viewer?.id ?? null,
    relationship,
    settings,
    profileOwnerId: props.profileOwnerId,
    inConversation: props.inConversation,
    focused: props.focused,
  })
  if (verdict.hidden) return null
  if (verdict.muted && !unmuted) {
    return (
      <MutedRow
        author={author}
        authorId={shown.user_id}
        wordHits={verdict.wordHits}
        posinset={props.posinset}
        setsize={props.setsize}
        lead={props.lead}
        onShow={() => {
          setUnmuted(true)
        }}
      />
    )
  }
  return (
    <WithInlineComposer rowId={props.statusId} status={shown} author={author}>
      <StatusArticle
        status={shown}
        author={author}
        repeater={item !== shown ? { id: item.user_id, user: repeaterUser } : undefined}
        posinset={props.posinset}
        setsize={props.setsize}
        focused={props.focused}
        inConversation={props.inConversation}
        showPinned={props.showPinned}
        thread={props.thread}
        onDive={props.onDive}
        replyIds={props.replyIds}
        handleRef={props.handleRef}
        lead={props.lead}
        ReplyPopover={StatusPopover}
        onMuteAgain={
          verdict.muted
            ? () => {
                setUnmuted(false)
              }
            : undefined
        }
      />
    </WithInlineComposer>
  )
}

/**
 * The replied-to status in a popover: a spinner while it loads, then its card, or "Status
 * unavailable". It lives beside the card it shows and reaches the reply-to line as a prop, so no
 * file of the card imports the card back.
 */
export function StatusPopover({ statusId }: { statusId: string }) {
  const intl = useIntl()
  const { accountKey } = useStatusEnv()
  const status = useStatusEntity(statusId)
  // A status the cache does not hold is fetched into it; the card then reads it from there.
  const fetched = useLoad(accountKey, status ? null : `status ${statusId}`, (target) =>
    loadStatus(target, statusId),
  )
  return (
    <div className="status-popover" role="dialog" aria-label={intl.formatMessage(m.replyTo)}>
      {status ? (
        <StatusCard statusId={statusId} />
      ) : fetched.status === 'error' ? (
        <p className="status-unavailable">{intl.formatMessage(m.unavailable)}</p>
      ) : (
        <Spinner />
      )}
    </div>
  )
}
