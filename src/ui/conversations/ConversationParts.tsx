import { useIntl } from 'react-intl'
import type { Conversation } from '../../entities/misc'
import { SafeText } from '../../lib/html'
import { useStatus, useUser } from '../../state/hooks'
import { UserName } from '../common/UserName'
import { Avatar } from '../primitives'
import { conversationMessages as m } from './messages'

/** At most this many faces stacked before the names. */
const FACES = 3

function Face({
  account,
  userId,
  fallback,
}: {
  account: string
  userId: string
  fallback: string | null
}) {
  const user = useUser(account, userId)
  return (
    <Avatar
      src={user?.profile_image_url_original ?? user?.profile_image_url}
      fallback={fallback}
      size={36}
      className="conversation-face"
    />
  )
}

/** The participants' avatars, stacked (the viewer alone when they wrote to themselves). */
export function ConversationFaces(props: {
  account: string
  conversation: Conversation
  viewerId: string | null
  fallback: string | null
}) {
  const ids = props.conversation.account_ids.length
    ? props.conversation.account_ids
    : props.viewerId !== null
      ? [props.viewerId]
      : []
  return (
    <span className="conversation-faces" aria-hidden="true">
      {ids.slice(0, FACES).map((id) => (
        <Face key={id} account={props.account} userId={id} fallback={props.fallback} />
      ))}
    </span>
  )
}

function ParticipantName({ account, userId }: { account: string; userId: string }) {
  const user = useUser(account, userId)
  return (
    <UserName name={user?.name} screenName={user?.screen_name ?? userId} emojis={user?.emoji} />
  )
}

/** The other participants by name (custom emoji included), comma separated. */
export function ParticipantNames({ account, ids }: { account: string; ids: readonly string[] }) {
  const intl = useIntl()
  if (ids.length === 0) return <span>{intl.formatMessage(m.withYourself)}</span>
  return (
    <>
      {intl.formatList(
        ids.map((id) => <ParticipantName key={id} account={account} userId={id} />),
        { type: 'unit', style: 'short' },
      )}
    </>
  )
}

/** The last message in short: who wrote it (you, or their name when several take part), its
 * text or content warning, and how many attachments. */
export function LastStatusPreview(props: {
  account: string
  statusId: string | null
  viewerId: string | null
  several: boolean
}) {
  const intl = useIntl()
  const status = useStatus(props.account, props.statusId)
  const author = useUser(props.account, status?.user_id)
  if (props.statusId === null)
    return <p className="conversation-preview">{intl.formatMessage(m.noStatus)}</p>
  if (!status) return null
  if (status.deleted) return <p className="conversation-preview">{intl.formatMessage(m.gone)}</p>
  const mine = status.user_id === props.viewerId
  const text = status.summary || status.text
  return (
    <p className="conversation-preview">
      {mine && <span className="conversation-preview-author">{intl.formatMessage(m.you)}</span>}
      {!mine && props.several && author && (
        <span className="conversation-preview-author">
          {intl.formatMessage(m.author, {
            name: (
              <UserName
                key="name"
                name={author.name}
                screenName={author.screen_name}
                emojis={author.emoji}
              />
            ),
          })}
        </span>
      )}
      {text !== '' && <SafeText text={text} emojis={status.emojis} />}
      {status.attachments.length > 0 && (
        <span className="conversation-preview-media">
          {intl.formatMessage(m.attachments, { count: status.attachments.length })}
        </span>
      )}
    </p>
  )
}
