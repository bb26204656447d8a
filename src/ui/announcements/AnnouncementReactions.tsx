import { useIntl } from 'react-intl'
import type { AnnouncementReaction } from '../../entities/misc'
import { safeImageUrl } from '../../lib/html'
import { Icon, Menu } from '../common'
import { Button } from '../primitives'
import { announcementMessages as m } from './messages'

// Announcement reactions are Mastodon's (Akkoma has none): a short menu of common emoji, kept
// apart from a status's full reaction picker.
const QUICK_REACTIONS = ['👍', '❤️', '😆', '😮', '😢', '🎉', '🤔', '🙏']

export interface AnnouncementReactionsProps {
  reactions: readonly AnnouncementReaction[]
  /** Whether the reader may react (the server has announcement reactions). */
  canReact: boolean
  onToggle: (name: string, on: boolean) => void
}

function Face({ reaction }: { reaction: AnnouncementReaction }) {
  const url = safeImageUrl(reaction.url)
  if (url) return <img className="announcement-reaction-image" src={url} alt="" height={18} />
  return <span aria-hidden="true">{reaction.name}</span>
}

/** An announcement's reactions, each a toggle of the reader's own, and a way to add one. */
export function AnnouncementReactions(props: AnnouncementReactionsProps) {
  const intl = useIntl()
  if (props.reactions.length === 0 && !props.canReact) return null
  return (
    <div
      className="announcement-reactions"
      role="group"
      aria-label={intl.formatMessage(m.reactions)}
    >
      {props.reactions.map((reaction) => (
        <Button
          key={reaction.name}
          size="sm"
          className="announcement-reaction"
          pressed={reaction.me}
          disabled={!props.canReact}
          aria-label={intl.formatMessage(m.reaction, {
            name: reaction.name,
            count: reaction.count,
            me: String(reaction.me),
          })}
          onClick={() => props.onToggle(reaction.name, !reaction.me)}
        >
          <Face reaction={reaction} />
          <span aria-hidden="true">{reaction.count}</span>
        </Button>
      ))}
      {props.canReact && (
        <Menu
          label={intl.formatMessage(m.addReaction)}
          button={<Icon name="react" />}
          className="announcement-add-reaction"
          items={QUICK_REACTIONS.map((emoji) => ({
            id: emoji,
            label: emoji,
            onSelect: () => props.onToggle(emoji, true),
          }))}
        />
      )}
    </div>
  )
}
