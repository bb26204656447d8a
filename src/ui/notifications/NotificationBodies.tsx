import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { SafeText } from '../../lib/html'
import { useReport, useStatus, useUser } from '../../state/hooks'
import { UserHandle } from '../common/UserName'
import { notificationMessages as m } from './messages'
import { statusPath } from './notification-text'
import { ProfileName } from './NotificationParts'

/** The status a like, repeat, reaction, ended poll or edit is about, as a short link to it. */
export function StatusPreview({ account, statusId }: { account: string; statusId: string }) {
  const intl = useIntl()
  const status = useStatus(account, statusId)
  if (!status) return null
  if (status.deleted) {
    return <p className="notification-preview">{intl.formatMessage(m.statusGone)}</p>
  }
  const text = status.summary || status.text
  return (
    <Link to={statusPath(statusId)} className="notification-preview">
      {text !== '' && <SafeText text={text} emojis={status.emojis} />}
      {status.attachments.length > 0 && (
        <span className="notification-preview-media">
          {intl.formatMessage(m.attachments, { count: status.attachments.length })}
        </span>
      )}
    </Link>
  )
}

/** A move: the account it moved to, with a link to its profile. */
export function MoveTarget({
  account,
  targetId,
  restricted,
}: {
  account: string
  targetId: string
  restricted: readonly string[]
}) {
  const target = useUser(account, targetId)
  return (
    <p className="notification-detail">
      <ProfileName user={target} userId={targetId} restricted={restricted} />
      {target && <UserHandle handle={target.screen_name_ui} className="notification-handle" />}
    </p>
  )
}

/** A report for staff: the reporter's comment and how many statuses came with it. */
export function ReportDetail({ account, reportId }: { account: string; reportId: string }) {
  const intl = useIntl()
  const report = useReport(account, reportId)
  if (!report) return null
  return (
    <div className="notification-detail">
      {report.content !== '' && (
        <p className="notification-report-comment">
          <SafeText text={report.content} />
        </p>
      )}
      <p>{intl.formatMessage(m.reportStatuses, { count: report.status_ids.length })}</p>
    </div>
  )
}
