import { useStore } from 'jotai'
import { memo, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import type { ReportState } from '../../entities/report'
import { profileLink } from '../../entities/user-rules'
import type { UserMessage } from '../../i18n/define-messages'
import { useReport, useUser } from '../../state/hooks'
import { setReportStates } from '../../state/moderation/hooks'
import { RelativeTime } from '../common'
import { formatUserMessage } from '../common/format-user-message'
import { UserHandle, UserName } from '../common/UserName'
import { Avatar, Badge, Button } from '../primitives'
import { useStatusEnv } from '../status/status-env'
import { UserCardButton, UserCardLink, type UserCardHandle } from '../user/UserCardTrigger'
import { reportMessages as m } from './messages'
import { registerReportHandle } from './report-handle'
import { ReportedStatus } from './ReportedStatus'
import { ReportNotes } from './ReportNotes'

export interface ReportItemProps {
  account: string
  reportId: string
  posinset: number
  setsize: number
  selected: boolean
  unread: boolean
  /** Other reports on the same account in this list. */
  others: number
  onToggleSelected: (id: string) => void
  onRead: (id: string) => void
}

/**
 * One report: the reported account (its card on click: the admin tools), the reporter, the
 * comment, the reported posts, other reports on the account, the notes, its state and age, and
 * resolve / close / reopen, each applied once the server says ok.
 */
export const ReportItem = memo(function ReportItem(props: ReportItemProps) {
  const intl = useIntl()
  const store = useStore()
  const env = useStatusEnv()
  const report = useReport(props.account, props.reportId)
  const target = useUser(props.account, report?.account_id)
  const actor = useUser(props.account, report?.actor_id)
  const [busy, setBusy] = useState<ReportState | null>(null)
  const [problem, setProblem] = useState<UserMessage | null>(null)
  const articleRef = useRef<HTMLElement>(null)
  const cardRef = useRef<UserCardHandle>(null)
  const present = report !== undefined
  const latest = useRef({ report, props, busy })
  useEffect(() => {
    latest.current = { report, props, busy }
  })

  const setState = async (state: ReportState) => {
    const held = latest.current
    if (!held.report || held.busy || held.report.state === state) return
    setBusy(state)
    setProblem(null)
    const result = await setReportStates(store, props.account, [{ id: held.report.id, state }])
    setBusy(null)
    if (!result.ok) setProblem(result.error)
  }
  const stateRef = useRef(setState)
  useEffect(() => {
    stateRef.current = setState
  })

  useEffect(() => {
    const element = articleRef.current
    if (!element) return undefined
    return registerReportHandle(element, {
      resolve: () => void stateRef.current('resolved'),
      close: () => void stateRef.current('closed'),
      reopen: () => void stateRef.current('open'),
      note: () => element.querySelector<HTMLInputElement>('.report-note-field input')?.focus(),
      openAccount: () => cardRef.current?.open(),
      toggleSelected: () => {
        latest.current.props.onToggleSelected(latest.current.props.reportId)
      },
    })
  }, [present])

  useEffect(() => {
    const element = articleRef.current
    if (!element || !props.unread) return undefined
    const read = () => {
      latest.current.props.onRead(latest.current.props.reportId)
    }
    element.addEventListener('focusin', read)
    return () => element.removeEventListener('focusin', read)
  }, [props.unread, present])

  if (!report) return null
  const restricted = env.instance.restrictedNicknames
  const name = target?.name || target?.screen_name || report.account_id
  return (
    <article
      ref={articleRef}
      className={['report', `report-${report.state}`, props.unread ? 'report-unread' : '']
        .filter(Boolean)
        .join(' ')}
      data-report-id={report.id}
      aria-label={intl.formatMessage(m.heading, { account: name })}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
    >
      <header className="report-head">
        <input
          type="checkbox"
          className="report-select"
          aria-label={intl.formatMessage(m.select)}
          checked={props.selected}
          onChange={() => {
            props.onToggleSelected(report.id)
          }}
        />
        <UserCardButton
          userId={report.account_id}
          className="report-avatar"
          label={intl.formatMessage(m.openAccount)}
          handleRef={cardRef}
        >
          <Avatar src={target?.profile_image_url} fallback={env.instance.defaultAvatar} size={40} />
        </UserCardButton>
        <span className="report-who">
          <UserCardLink
            userId={report.account_id}
            to={profileLink(report.account_id, target?.screen_name, restricted).path}
            className="report-target"
          >
            <UserName
              name={target?.name}
              screenName={target?.screen_name ?? report.account_id}
              emojis={target?.emoji}
            />
          </UserCardLink>
          {target && <UserHandle handle={target.screen_name_ui} className="report-handle" />}
        </span>
        <Badge tone={report.state === 'open' ? 'notification' : 'neutral'} className="report-state">
          {intl.formatMessage(m.state, { state: report.state })}
        </Badge>
        {report.created_at !== '' && (
          <RelativeTime date={report.created_at} variant="compact" className="report-age" />
        )}
      </header>
      <p className="report-reporter">
        {intl.formatMessage(m.reporter)}
        <UserCardLink
          userId={report.actor_id}
          to={profileLink(report.actor_id, actor?.screen_name, restricted).path}
        >
          <UserName
            name={actor?.name}
            screenName={actor?.screen_name ?? report.actor_id}
            emojis={actor?.emoji}
          />
        </UserCardLink>
      </p>
      <p className="report-comment">
        {report.content !== '' ? report.content : intl.formatMessage(m.noComment)}
      </p>
      {report.status_ids.length > 0 && (
        <ul
          className="reported-statuses"
          aria-label={intl.formatMessage(m.statuses, { count: report.status_ids.length })}
        >
          {report.status_ids.map((id) => (
            <ReportedStatus key={id} account={props.account} statusId={id} />
          ))}
        </ul>
      )}
      {props.others > 0 && (
        <p className="report-others">
          {intl.formatMessage(m.priorReports, { count: props.others })}
        </p>
      )}
      <div className="report-actions">
        {report.state !== 'resolved' && (
          <Button
            size="sm"
            variant="primary"
            busy={busy === 'resolved'}
            onClick={() => void setState('resolved')}
          >
            {intl.formatMessage(m.resolve)}
          </Button>
        )}
        {report.state !== 'closed' && (
          <Button size="sm" busy={busy === 'closed'} onClick={() => void setState('closed')}>
            {intl.formatMessage(m.close)}
          </Button>
        )}
        {report.state !== 'open' && (
          <Button size="sm" busy={busy === 'open'} onClick={() => void setState('open')}>
            {intl.formatMessage(m.reopen)}
          </Button>
        )}
      </div>
      {problem && (
        <p role="alert" className="report-problem">
          {formatUserMessage(intl, problem)}
        </p>
      )}
      <ReportNotes account={props.account} reportId={report.id} notes={report.notes} />
    </article>
  )
})
