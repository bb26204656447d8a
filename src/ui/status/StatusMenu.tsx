import { useIntl } from 'react-intl'
import type { Status } from '../../entities'
import { Menu, type MenuItem } from '../common/Menu'
import { actionMessages as m } from './action-messages'
import { useStatusEnv } from './status-env'
import type { StatusController } from './use-status-controller'

/** The extra menu: only the items the permissions of spec 2 §5-6 allow. */
export function StatusMenu({
  status,
  controller,
}: {
  status: Status
  controller: StatusController
}) {
  const intl = useIntl()
  const env = useStatusEnv()
  const { can, commands } = controller
  const t = (descriptor: (typeof m)[keyof typeof m]) => intl.formatMessage(descriptor)
  const items: MenuItem[] = []
  const add = (item: MenuItem | false) => {
    if (item) items.push(item)
  }
  add(
    can.bookmark && {
      id: 'bookmark',
      icon: 'bookmark',
      label: t(status.bookmarked ? m.unbookmark : m.bookmark),
      onSelect: () => void commands.bookmark(),
    },
  )
  add(
    can.pin && {
      id: 'pin',
      icon: 'pin',
      label: t(status.pinned ? m.unpin : m.pin),
      onSelect: () => void commands.pin(),
    },
  )
  add(
    can.muteThread && {
      id: 'mute',
      icon: status.thread_muted ? 'unmute' : 'mute',
      label: t(status.thread_muted ? m.unmuteThread : m.muteThread),
      onSelect: () => void commands.muteThread(),
    },
  )
  add({ id: 'copy', icon: 'link', label: t(m.copyLink), onSelect: () => void commands.copyLink() })
  add(can.edit && { id: 'edit', icon: 'edit', label: t(m.edit), onSelect: commands.edit })
  add(
    can.history && {
      id: 'history',
      icon: 'history',
      label: t(m.history),
      onSelect: commands.history,
    },
  )
  add(
    can.translate && {
      id: 'translate',
      icon: 'translate',
      label: t(m.translate),
      onSelect: () => void commands.translate(),
    },
  )
  add(
    can.redraft && {
      id: 'redraft',
      icon: 'redraft',
      label: t(m.redraft),
      danger: true,
      onSelect: () => {
        commands.redraft()
      },
    },
  )
  add(
    can.delete && {
      id: 'delete',
      icon: 'trash',
      label: t(m.delete),
      danger: true,
      onSelect: () => {
        commands.remove()
      },
    },
  )
  add(
    can.report &&
      env.onReport !== undefined && {
        id: 'report',
        icon: 'flag',
        label: t(m.report),
        onSelect: commands.report,
      },
  )
  return <Menu label={t(m.more)} items={items} className="status-menu" />
}
