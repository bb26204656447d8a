import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { SafeText } from '../../lib/html'
import { routePath } from '../../routes/route-table'
import { useStatus, useUser } from '../../state/hooks'
import { deleteStatusAsStaff, moderateStatus } from '../../state/moderation/status-moderation'
import { RelativeTime } from '../common'
import { UserHandle } from '../common/UserName'
import { ConfirmModal } from '../common/ConfirmModal'
import { Badge, Menu } from '../primitives'
import type { MenuItem } from '../primitives/menu-items'
import { reportMessages as m } from './messages'

/** A reported status: its text (behind its content warning's summary), a link to its thread,
 * and the staff's changes to it (scope, sensitivity, deletion). In the posts list (`withAuthor`)
 * it also names its author and shows its scope and sensitivity. */
export function ReportedStatus(props: { account: string; statusId: string; withAuthor?: boolean }) {
  const intl = useIntl()
  const store = useStore()
  const status = useStatus(props.account, props.statusId)
  const author = useUser(props.account, props.withAuthor ? status?.user_id : undefined)
  const [confirming, setConfirming] = useState(false)
  if (!status) return null
  if (status.deleted) {
    return (
      <li className="reported-status reported-status-gone">{intl.formatMessage(m.statusGone)}</li>
    )
  }
  const change = (next: Parameters<typeof moderateStatus>[3]) => {
    void moderateStatus(store, props.account, status.id, next)
  }
  const items: MenuItem[] = [
    ...(['public', 'unlisted', 'private'] as const).map((visibility) => ({
      id: visibility,
      label: intl.formatMessage(
        visibility === 'public'
          ? m.makePublic
          : visibility === 'unlisted'
            ? m.makeUnlisted
            : m.makePrivate,
      ),
      radio: 'visibility',
      checked: status.visibility === visibility,
      onSelect: () => {
        change({ visibility })
      },
    })),
    {
      id: 'sensitive',
      label: intl.formatMessage(status.nsfw ? m.markNotSensitive : m.markSensitive),
      onSelect: () => {
        change({ sensitive: !status.nsfw })
      },
    },
    {
      id: 'delete',
      label: intl.formatMessage(m.deleteStatus),
      danger: true,
      onSelect: () => {
        setConfirming(true)
      },
    },
  ]
  const text = status.summary || status.text
  return (
    <li className="reported-status">
      {props.withAuthor && (
        <span className="reported-status-author">
          {author && <UserHandle handle={author.screen_name_ui} className="report-handle" />}
          <Badge tone="neutral">{intl.formatMessage(m.scope, { scope: status.visibility })}</Badge>
          {status.nsfw && <Badge tone="notification">{intl.formatMessage(m.sensitive)}</Badge>}
        </span>
      )}
      <Link to={routePath('conversation', { id: status.id })} className="reported-status-text">
        {text !== '' ? (
          <SafeText text={text} emojis={status.emojis} />
        ) : (
          intl.formatMessage(m.openThread)
        )}
      </Link>
      <span className="reported-status-meta">
        <RelativeTime date={status.created_at} variant="compact" />
        <Menu label={intl.formatMessage(m.statusTools)} items={items} />
      </span>
      {confirming && (
        <ConfirmModal
          title={intl.formatMessage(m.deleteStatus)}
          confirmLabel={intl.formatMessage(m.deleteStatus)}
          danger
          onConfirm={() => {
            setConfirming(false)
            void deleteStatusAsStaff(store, props.account, status.id)
          }}
          onCancel={() => {
            setConfirming(false)
          }}
        >
          {intl.formatMessage(m.deleteStatusConfirm)}
        </ConfirmModal>
      )}
    </li>
  )
}
