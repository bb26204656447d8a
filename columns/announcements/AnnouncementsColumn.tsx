import { useAtomValue } from 'jotai'
import { useAccounts } from '../../src/accounts'
import { announcementReactionsOffered, useAnnouncements } from '../../src/state/announcements'
import { instanceConfigAtom } from '../../src/state/instance'
import { AnnouncementList } from '../../src/ui/announcements'
import type { ColumnBodyProps } from '../types'

/** The announcements of the column's account: an admin's list has the inactive ones too. */
export default function AnnouncementsColumn({
  account,
  focusedRowId,
  onFocusRow,
}: ColumnBodyProps<Record<string, never>>) {
  const admin = useAccounts().find((candidate) => candidate.key === account)?.role === 'admin'
  const view = useAnnouncements(account, admin)
  const software = useAtomValue(instanceConfigAtom).software
  // The admin editor (post, edit, delete) comes with the moderation screens, above the list.
  return (
    <AnnouncementList
      view={view}
      canReact={announcementReactionsOffered(software, view.items ?? [])}
      focusedRowId={focusedRowId}
      onFocusRow={onFocusRow}
    />
  )
}
