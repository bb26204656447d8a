import { useCallback, useState, type RefObject } from 'react'
import { useIntl } from 'react-intl'
import { neutralizeBidi } from '../../lib/html'
import { useUser } from '../../state/hooks'
import { AnchoredPopover } from '../primitives/Popover'
import { useStatusEnv } from '../status/status-env'
import { CardCoverContext } from './card-cover'
import { userMessages as m } from './messages'
import { UserCard } from './UserCard'

/** The open card beside its trigger (loaded on first use: see UserCardTrigger). */
export function UserCardLayer(props: {
  userId: string
  anchor: RefObject<HTMLElement | null>
  onClose: () => void
}) {
  const intl = useIntl()
  const env = useStatusEnv()
  const user = useUser(env.accountKey, props.userId)
  const name = neutralizeBidi(user ? user.name || user.screen_name : props.userId)
  const [covers, setCovers] = useState(0)
  const cover = useCallback((covered: boolean) => {
    setCovers((count) => Math.max(0, count + (covered ? 1 : -1)))
  }, [])
  return (
    <AnchoredPopover
      anchor={props.anchor}
      label={intl.formatMessage(m.card, { name })}
      onClose={props.onClose}
      className={covers > 0 ? 'user-card-popover user-card-covered' : 'user-card-popover'}
    >
      <CardCoverContext value={cover}>
        <UserCard userId={props.userId} onClose={props.onClose} />
      </CardCoverContext>
    </AnchoredPopover>
  )
}
