import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { Announcement } from '../../entities/misc'
import type { UserMessage } from '../../i18n/define-messages'
import { editAnnouncement, postAnnouncement } from '../../state/announcements'
import { formatUserMessage } from '../common/format-user-message'
import { Button, IconButton, Switch, TextField } from '../primitives'
import { announcementAdminMessages as m } from './admin-messages'
import { fieldValue, isoValue } from './announcement-dates'

/**
 * Post a new announcement or edit one (prefilled from its source text): its content, all day
 * with dates only, when it starts and ends. The server's refusal stays until dismissed.
 */
export function AnnouncementEditor(props: {
  account: string
  /** The one being edited; none: a new one. */
  editing?: Announcement
  onDone?: () => void
}) {
  const intl = useIntl()
  const store = useStore()
  const { editing } = props
  const [content, setContent] = useState(editing?.raw_content ?? '')
  const [allDay, setAllDay] = useState(editing?.all_day ?? false)
  const [startsAt, setStartsAt] = useState(fieldValue(editing?.starts_at ?? null, allDay))
  const [endsAt, setEndsAt] = useState(fieldValue(editing?.ends_at ?? null, allDay))
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<UserMessage | null>(null)
  const switchAllDay = (on: boolean) => {
    // Keep the chosen days when switching between dates and date-times.
    setStartsAt(fieldValue(isoValue(startsAt, allDay), on))
    setEndsAt(fieldValue(isoValue(endsAt, allDay), on))
    setAllDay(on)
  }
  const submit = async () => {
    if (content.trim() === '') {
      setProblem({ descriptor: m.empty })
      return
    }
    setBusy(true)
    setProblem(null)
    const draft = {
      content,
      all_day: allDay,
      starts_at: isoValue(startsAt, allDay),
      ends_at: isoValue(endsAt, allDay),
    }
    const result = editing
      ? await editAnnouncement(store, props.account, editing.id, draft)
      : await postAnnouncement(store, props.account, draft)
    setBusy(false)
    if (!result.ok) {
      setProblem(result.error)
      return
    }
    if (!editing) {
      setContent('')
      setStartsAt('')
      setEndsAt('')
      setAllDay(false)
    }
    props.onDone?.()
  }
  const heading = intl.formatMessage(editing ? m.editHeading : m.newHeading)
  const dateType = allDay ? 'date' : 'datetime-local'
  return (
    <form
      className="announcement-editor"
      aria-label={heading}
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <TextField
        label={intl.formatMessage(m.content)}
        value={content}
        onChange={setContent}
        multiline
        rows={3}
      />
      <Switch label={intl.formatMessage(m.allDay)} checked={allDay} onChange={switchAllDay} />
      <div className="announcement-editor-dates">
        <TextField
          label={intl.formatMessage(m.startsAt)}
          type={dateType}
          value={startsAt}
          onChange={setStartsAt}
        />
        <TextField
          label={intl.formatMessage(m.endsAt)}
          type={dateType}
          value={endsAt}
          onChange={setEndsAt}
        />
      </div>
      {problem && (
        <p role="alert" className="announcement-editor-problem">
          <span>{formatUserMessage(intl, problem)}</span>
          <IconButton
            icon="close"
            size="sm"
            label={intl.formatMessage(m.dismiss)}
            onClick={() => {
              setProblem(null)
            }}
          />
        </p>
      )}
      <div className="announcement-editor-actions">
        <Button type="submit" variant="primary" size="sm" busy={busy}>
          {intl.formatMessage(editing ? m.save : m.post)}
        </Button>
        {editing && (
          <Button size="sm" variant="ghost" onClick={props.onDone}>
            {intl.formatMessage(m.cancel)}
          </Button>
        )}
      </div>
    </form>
  )
}
