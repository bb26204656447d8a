import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { ReportNote } from '../../entities/report'
import { useUser } from '../../state/hooks'
import { addNote, deleteNote } from '../../state/moderation/hooks'
import type { UserMessage } from '../../i18n/define-messages'
import { RelativeTime } from '../common'
import { formatUserMessage } from '../common/format-user-message'
import { UserName } from '../common/UserName'
import { Button, IconButton, TextField } from '../primitives'
import { reportMessages as m } from './messages'

/** A report's notes, each with its author and time, deletable; and the field to add one. */
export function ReportNotes(props: {
  account: string
  reportId: string
  notes: readonly ReportNote[]
}) {
  const intl = useIntl()
  const store = useStore()
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<UserMessage | null>(null)
  const add = async () => {
    const content = draft.trim()
    if (content === '' || busy) return
    setBusy(true)
    setProblem(null)
    const result = await addNote(store, props.account, props.reportId, content)
    setBusy(false)
    if (result.ok) setDraft('')
    else setProblem(result.error)
  }
  const remove = async (noteId: string) => {
    setProblem(null)
    const result = await deleteNote(store, props.account, props.reportId, noteId)
    if (!result.ok) setProblem(result.error)
  }
  return (
    <section className="report-notes" aria-label={intl.formatMessage(m.notes)}>
      {props.notes.length > 0 && (
        <ul className="report-note-list">
          {props.notes.map((note) => (
            <NoteRow
              key={note.id}
              account={props.account}
              note={note}
              onDelete={() => void remove(note.id)}
            />
          ))}
        </ul>
      )}
      <form
        className="report-note-form"
        onSubmit={(event) => {
          event.preventDefault()
          void add()
        }}
      >
        <TextField
          className="report-note-field"
          label={intl.formatMessage(m.noteField)}
          value={draft}
          onChange={setDraft}
          onKeyDown={(event) => {
            // Escape leaves the field for the report (and its keys).
            if (event.key === 'Escape') {
              event.preventDefault()
              event.currentTarget.closest<HTMLElement>('article')?.focus()
            }
          }}
        />
        <Button size="sm" type="submit" busy={busy} disabled={draft.trim() === ''}>
          {intl.formatMessage(m.addNote)}
        </Button>
        {problem && (
          <p role="alert" className="report-problem">
            {formatUserMessage(intl, problem)}
          </p>
        )}
      </form>
    </section>
  )
}

function NoteRow(props: { account: string; note: ReportNote; onDelete: () => void }) {
  const intl = useIntl()
  const author = useUser(props.account, props.note.user_id)
  return (
    <li className="report-note">
      <p className="report-note-meta">
        <UserName
          name={author?.name}
          screenName={author?.screen_name ?? props.note.user_id}
          emojis={author?.emoji}
          className="report-note-author"
        />
        {props.note.created_at !== '' && (
          <RelativeTime date={props.note.created_at} className="report-note-time" />
        )}
        <IconButton
          icon="trash"
          size="sm"
          label={intl.formatMessage(m.deleteNote)}
          onClick={props.onDelete}
        />
      </p>
      <p className="report-note-content">{props.note.content}</p>
    </li>
  )
}
