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
  // An admin's list has the editor above it and edit and delete on each announcement.
  return (
    <AnnouncementList
      view={view}
      {...(admin ? { adminAccount: account } : {})}
      canReact={announcementReactionsOffered(software, view.items ?? [])}
      focusedRowId={focusedRowId}
      onFocusRow={onFocusRow}
    />
  )
}
