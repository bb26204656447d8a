import { useAtomValue, useStore } from 'jotai'
import { useDeferredValue, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLoad } from '../../state/loaders/use-load'
import {
  adminUsersAtom,
  searchAdminUsers,
  type AdminUser,
  type AdminUserFilter,
} from '../../state/moderation/admin-users'
import { Avatar, Badge, Button, Select, TextField } from '../primitives'
import { useStatusEnv } from '../status/status-env'
import { AdminMenu } from './AdminTools'
import { staffUsersMessages as m } from './users-messages'
import { LoadFooter } from './LoadFooter'
import './moderation.css'

type Shown = 'all' | AdminUserFilter
const SHOWN: readonly Shown[] = [
  'all',
  'local',
  'external',
  'active',
  'deactivated',
  'need_approval',
  'unconfirmed',
  'is_admin',
  'is_moderator',
]

/** Local and remote accounts as the admin API lists them: search, one filter, pages, and each
 * account's moderation menu. */
export function StaffUsers({ account }: { account: string }) {
  const intl = useIntl()
  const store = useStore()
  const [query, setQuery] = useState('')
  const [shown, setShown] = useState<Shown>('all')
  const [page, setPage] = useState(1)
  const typed = useDeferredValue(query.trim())
  const filters = shown === 'all' ? [] : [shown]
  const found = useLoad(account, `admin-users:${typed}\n${shown}\n${String(page)}`, (target) =>
    searchAdminUsers(target, { query: typed, filters, page }),
  )
  const records = useAtomValue(adminUsersAtom(store, account))
  const pages =
    found.status === 'ready' ? Math.max(1, Math.ceil(found.data.count / found.data.pageSize)) : 1
  return (
    <div className="staff-users">
      <div className="staff-users-controls">
        <TextField
          label={intl.formatMessage(m.search)}
          type="search"
          value={query}
          onChange={(next) => {
            setQuery(next)
            setPage(1)
          }}
        />
        <Select
          label={intl.formatMessage(m.filter)}
          value={shown}
          options={SHOWN.map((value) => ({ value, label: intl.formatMessage(m[value]) }))}
          onChange={(next) => {
            setShown(next)
            setPage(1)
          }}
        />
      </div>
      {found.status === 'ready' && (
        <ul className="staff-users-list" aria-label={intl.formatMessage(m.list)}>
          {found.data.ids.map((id) => {
            const record = records[id]
            return record ? <UserRow key={id} account={account} record={record} /> : null
          })}
        </ul>
      )}
      <LoadFooter
        found={found}
        messages={{ loading: m.loading, error: m.error, retry: m.retry, none: m.none }}
      >
        {found.status === 'ready' && found.data.count > 0 && (
          <p className="staff-users-pages">
            <Button
              size="sm"
              disabled={page <= 1}
              onClick={() => {
                setPage(page - 1)
              }}
            >
              {intl.formatMessage(m.previous)}
            </Button>
            <span>{intl.formatMessage(m.count, { count: found.data.count, page, pages })}</span>
            <Button
              size="sm"
              disabled={page >= pages}
              onClick={() => {
                setPage(page + 1)
              }}
            >
              {intl.formatMessage(m.next)}
            </Button>
          </p>
        )}
      </LoadFooter>
    </div>
  )
}

function UserRow({ account, record }: { account: string; record: AdminUser }) {
  const intl = useIntl()
  const env = useStatusEnv()
  const role = intl.formatMessage(m.roles, {
    admin: String(record.roles.admin),
    moderator: String(record.roles.moderator),
  })
  return (
    <li className="staff-user" aria-label={record.display_name}>
      <Avatar src={record.avatar} fallback={env.instance.defaultAvatar} size={40} />
      <span className="staff-user-names">
        <bdi className="staff-user-name">{record.display_name}</bdi>
        <span className="report-handle">
          {intl.formatMessage(m.handle, { nickname: record.nickname })}
        </span>
        {role !== '' && <Badge tone="accent">{role}</Badge>}
        {record.registration_reason && !record.is_approved && (
          <span className="report-handle">
            {intl.formatMessage(m.reason, { reason: record.registration_reason })}
          </span>
        )}
      </span>
      <AdminMenu accountKey={account} record={record} />
    </li>
  )
}
