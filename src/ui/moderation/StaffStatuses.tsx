import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useLoad } from '../../state/loaders/use-load'
import { loadAdminStatuses, type AdminStatusFilter } from '../../state/moderation/admin-statuses'
import { Button, Switch } from '../primitives'
import { reportMessages as rm } from './messages'
import { staffPostsMessages as m } from './posts-messages'
import { ReportedStatus } from './ReportedStatus'
import { staffUsersMessages as um } from './users-messages'
import { LoadFooter } from './LoadFooter'
import './moderation.css'

const SWITCHES = ['localOnly', 'godmode', 'withReblogs'] as const

/** The instance's recent posts as the admin API lists them (local only, followers-only and
 * direct ones too, repeats), page by page, each with the staff's tools: scope, sensitivity,
 * deletion. Admins (and moderators where the instance lets them) only: the server's refusal is
 * shown as it words it. */
export function StaffStatuses({ account }: { account: string }) {
  const intl = useIntl()
  const [filter, setFilter] = useState<AdminStatusFilter>({
    localOnly: false,
    godmode: false,
    withReblogs: false,
  })
  const [page, setPage] = useState(1)
  const key = `admin-statuses:${SWITCHES.map((name) => String(filter[name])).join(',')}:${String(page)}`
  const found = useLoad(account, key, (target) => loadAdminStatuses(target, filter, page))
  return (
    <div className="staff-users staff-posts">
      <div className="staff-users-controls">
        {SWITCHES.map((name) => (
          <Switch
            key={name}
            label={intl.formatMessage(m[name])}
            checked={filter[name]}
            onChange={(checked) => {
              setFilter({ ...filter, [name]: checked })
              setPage(1)
            }}
          />
        ))}
      </div>
      {found.data && (
        <ul className="reported-statuses staff-posts-list" aria-label={intl.formatMessage(m.posts)}>
          {found.data.ids.map((id) => (
            <ReportedStatus key={id} account={account} statusId={id} withAuthor />
          ))}
        </ul>
      )}
      <LoadFooter
        found={found}
        messages={{ loading: m.loading, error: m.error, retry: rm.retry, none: m.none }}
      >
        {found.status === 'ready' && (page > 1 || found.data.more) && (
          <p className="staff-users-pages">
            <Button
              size="sm"
              disabled={page <= 1}
              onClick={() => {
                setPage(page - 1)
              }}
            >
              {intl.formatMessage(um.previous)}
            </Button>
            <span>{intl.formatMessage(m.page, { page })}</span>
            <Button
              size="sm"
              disabled={!found.data.more}
              onClick={() => {
                setPage(page + 1)
              }}
            >
              {intl.formatMessage(um.next)}
            </Button>
          </p>
        )}
      </LoadFooter>
    </div>
  )
}
