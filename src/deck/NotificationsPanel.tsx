import { routeColumn } from '../../columns/registry'
import { ColumnBody } from './ColumnBody'
import { defaultColumnSettings } from './layout'
import { useResolvedColumn } from './use-column-title'

const settings = defaultColumnSettings()

interface Props {
  account: string
  nickname: string
  /** The panel's own column id: its list, focus and loading are its own. */
  columnId: string
}

/**
 * The account's notifications outside the deck's row (the wide layout's third column, the
 * phone's notifications drawer): the column the notifications route shows, so the deck still
 * names no kind.
 */
export function NotificationsPanel({ account, nickname, columnId }: Props) {
  const target = routeColumn('notifications', { username: nickname }, '')
  const resolved = useResolvedColumn(target?.kind ?? '', target?.params ?? {})
  if (!resolved.ok) return null
  return (
    <ColumnBody
      columnId={columnId}
      kind={resolved.kind}
      params={resolved.params}
      account={account}
      settings={settings}
      title={resolved.title}
      focused={false}
    />
  )
}
