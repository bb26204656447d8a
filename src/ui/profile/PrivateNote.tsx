import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useAccountActions } from '../../state/account-actions'
import { TextField } from '../primitives/TextField'
import { profileMessages as m } from './messages'

/** Spec 1 §5: the private note is saved 1500 ms after the last change. */
export const NOTE_SAVE_DELAY_MS = 1500

/**
 * The viewer's private note on someone else's profile: saved as they type (debounced), and once
 * more on leaving if a change is still waiting.
 */
export function PrivateNote(props: { accountKey: string; userId: string; note: string }) {
  const intl = useIntl()
  const actions = useAccountActions(props.accountKey)
  const [text, setText] = useState(props.note)
  const [state, setState] = useState<'idle' | 'waiting' | 'saved'>('idle')
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; text: string } | null>(null)
  const latest = useRef({ actions, userId: props.userId })
  useEffect(() => {
    latest.current = { actions, userId: props.userId }
  })

  const save = (value: string) => {
    pending.current = null
    void latest.current.actions.setNote(latest.current.userId, value).then((result) => {
      if (result.ok) setState('saved')
    })
  }

  // A change still waiting when the note leaves the screen is saved now.
  useEffect(
    () => () => {
      const waiting = pending.current
      if (!waiting) return
      clearTimeout(waiting.timer)
      void latest.current.actions.setNote(latest.current.userId, waiting.text)
    },
    [],
  )

  return (
    <TextField
      className="profile-note"
      label={intl.formatMessage(m.note)}
      hint={intl.formatMessage(
        state === 'waiting' ? m.noteSaving : state === 'saved' ? m.noteSaved : m.noteHint,
      )}
      value={text}
      multiline
      rows={2}
      onChange={(value) => {
        setText(value)
        setState('waiting')
        if (pending.current) clearTimeout(pending.current.timer)
        pending.current = {
          text: value,
          timer: setTimeout(() => {
            save(value)
          }, NOTE_SAVE_DELAY_MS),
        }
      }}
    />
  )
}
