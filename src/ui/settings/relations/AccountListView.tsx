import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { AccountListKind } from '../../../state/account-settings'
import { setRelation } from '../../../state/account-settings'
import { useUser } from '../../../state/hooks'
import { instanceConfigAtom } from '../../../state/instance'
import { UserHandle, UserName } from '../../common/UserName'
import { Avatar, Button } from '../../primitives'
import { useAction } from '../use-action'
import { Outcome } from '../Outcome'
import { relationsMessages as m } from './relations-messages'

interface RowProps {
  owner: string
  kind: AccountListKind
  userId: string
}

/** One blocked or muted user, with the undo (and the undo of the undo). */
function AccountRow({ owner, kind, userId }: RowProps) {
  const intl = useIntl()
  const user = useUser(owner, userId)
  const action = useAction()
  const fallback = useAtomValue(instanceConfigAtom).defaultAvatar
  const [active, setActive] = useState(true)
  if (!user) return null
  const name = user.screen_name
  const labels =
    kind === 'blocks'
      ? active
        ? { text: m.unblock, named: m.unblockNamed }
        : { text: m.block, named: m.blockNamed }
      : active
        ? { text: m.unmute, named: m.unmuteNamed }
        : { text: m.mute, named: m.muteNamed }
  return (
    <li className="settings-account-row" data-user={name}>
      <Avatar src={user.profile_image_url} fallback={fallback} size={32} />
      <span className="settings-account-names">
        <UserName name={user.name} screenName={user.screen_name} emojis={user.emoji} />
        <UserHandle handle={user.screen_name_ui} className="settings-account-handle" />
      </span>
      {!active && (
        <span className="settings-hint">
          {intl.formatMessage(kind === 'blocks' ? m.unblocked : m.unmuted)}
        </span>
      )}
      <Button
        size="sm"
        busy={action.busy}
        aria-label={intl.formatMessage(labels.named, { name })}
        onClick={() =>
          void action
            .run(() =>
              setRelation({ store: action.store, accountKey: owner }, kind, userId, !active),
            )
            .then((result) => {
              if (result.ok) setActive(!active)
            })
        }
      >
        {intl.formatMessage(labels.text)}
      </Button>
      <Outcome outcome={action.outcome} />
    </li>
  )
}

export function AccountListView({
  owner,
  kind,
  ids,
}: {
  owner: string
  kind: AccountListKind
  ids: string[]
}) {
  const intl = useIntl()
  if (ids.length === 0)
    return <p>{intl.formatMessage(kind === 'blocks' ? m.noBlocks : m.noMutes)}</p>
  return (
    <ul
      className="settings-list"
      aria-label={intl.formatMessage(kind === 'blocks' ? m.blocks : m.mutes)}
    >
      {ids.map((id) => (
        <AccountRow key={id} owner={owner} kind={kind} userId={id} />
      ))}
    </ul>
  )
}
