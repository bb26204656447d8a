import { useStore } from 'jotai'
import { useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import type { Status } from '../../../entities'
import { accountDomain } from '../../../entities/user-rules'
import { useAccountActions } from '../../../state/account-actions'
import { useStatus, useUser } from '../../../state/hooks'
import { loadRecentStatuses, useLoad } from '../../../state/loaders'
import { pushNotice } from '../../../state/notices'
import { useHolder } from '../../../state/use-holder'
import { Alert } from '../../common/Alert'
import { RelativeTime } from '../../common/RelativeTime'
import { Spinner } from '../../common/Spinner'
import { Button } from '../../primitives/Button'
import { Dialog } from '../../primitives/Dialog'
import { Switch } from '../../primitives/Switch'
import { TextField } from '../../primitives/TextField'
import { reportMessages as m } from './messages'
import './report.css'

export interface ReportDialogProps {
  account: string
  userId: string
  /** The status the report started from: listed and chosen first. */
  statusId?: string
  onClose: () => void
}

/**
 * The report dialog (spec 1 §4 "Report modal", spec 3 §7): the account's recent statuses to
 * include (the one reported from already chosen), a comment, and for a remote account whether to
 * forward the report there. Processing, then an error that stays, or success, which closes it.
 */
export function ReportDialog({ account, userId, statusId, onClose }: ReportDialogProps) {
  const intl = useIntl()
  const store = useStore()
  const actions = useAccountActions(account)
  const user = useUser(account, userId)
  const recent = useLoad(account, `report-statuses:${userId}`, (target) =>
    loadRecentStatuses(target, userId),
  )
  const listed = useMemo(() => {
    const ids = recent.status === 'ready' ? recent.data : []
    return statusId !== undefined && !ids.includes(statusId) ? [statusId, ...ids] : ids
  }, [recent, statusId])
  useHolder(
    account,
    `modal:report:${userId}`,
    useMemo(() => ({ statuses: listed }), [listed]),
  )
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(statusId === undefined ? [] : [statusId]),
  )
  const [comment, setComment] = useState('')
  const [forward, setForward] = useState(false)
  const [processing, setProcessing] = useState(false)
  const [failed, setFailed] = useState(false)
  const domain = user && !user.is_local ? accountDomain(user.screen_name) : null
  const name = `@${user?.screen_name ?? userId}`

  const submit = async () => {
    setProcessing(true)
    setFailed(false)
    const result = await actions.report({
      accountId: userId,
      statusIds: listed.filter((id) => chosen.has(id)),
      comment,
      forward: domain !== null && forward,
    })
    setProcessing(false)
    if (!result.ok) {
      setFailed(true)
      return
    }
    setChosen(new Set())
    setComment('')
    setForward(false)
    pushNotice(store, { level: 'success', message: { descriptor: m.sent } })
    onClose()
  }

  return (
    <Dialog
      title={intl.formatMessage(m.title, { user: name })}
      onClose={onClose}
      className="report-dialog"
    >
      <form
        className="report-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (!processing) void submit()
        }}
      >
        <fieldset className="report-statuses">
          <legend>{intl.formatMessage(m.statuses)}</legend>
          {recent.status === 'loading' && listed.length === 0 ? (
            <Spinner />
          ) : listed.length === 0 ? (
            <p>{intl.formatMessage(m.noStatuses)}</p>
          ) : (
            <ul>
              {listed.map((id) => (
                <ReportStatus
                  key={id}
                  account={account}
                  statusId={id}
                  checked={chosen.has(id)}
                  onChange={(on) => {
                    setChosen((before) => {
                      const next = new Set(before)
                      if (on) next.add(id)
                      else next.delete(id)
                      return next
                    })
                  }}
                />
              ))}
            </ul>
          )}
        </fieldset>
        <TextField
          label={intl.formatMessage(m.comment)}
          hint={intl.formatMessage(m.commentHint)}
          value={comment}
          onChange={setComment}
          multiline
          rows={4}
        />
        {domain !== null && (
          <Switch
            label={intl.formatMessage(m.forward, { domain })}
            hint={intl.formatMessage(m.forwardHint)}
            checked={forward}
            onChange={setForward}
          />
        )}
        {failed && <Alert>{intl.formatMessage(m.error)}</Alert>}
        <div className="confirm-modal-buttons">
          <Button onClick={onClose}>{intl.formatMessage(m.cancel)}</Button>
          <Button type="submit" variant="primary" busy={processing}>
            {intl.formatMessage(m.submit)}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

const EXCERPT = 140

function excerpt(status: Status): string {
  const text = (status.summary ? `${status.summary} — ${status.text}` : status.text).trim()
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text
}

function ReportStatus(props: {
  account: string
  statusId: string
  checked: boolean
  onChange: (on: boolean) => void
}) {
  const intl = useIntl()
  const status = useStatus(props.account, props.statusId)
  if (!status) return null
  const text = excerpt(status) || intl.formatMessage(m.emptyStatus)
  return (
    <li>
      <label className="report-status">
        <input
          type="checkbox"
          checked={props.checked}
          onChange={(event) => {
            props.onChange(event.target.checked)
          }}
        />
        <span className="report-status-text" dir="auto">
          {text}
        </span>
        <RelativeTime date={status.created_at} variant="compact" />
      </label>
    </li>
  )
}
