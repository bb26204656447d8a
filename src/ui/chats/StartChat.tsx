import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { lookupAccount } from '../../state/loaders'
import { Button, TextField } from '../primitives'
import { chatMessages as m } from './messages'

export interface StartChatProps {
  account: string
  openWith: (accountId: string) => Promise<{ ok: true; value: string } | { ok: false }>
  onOpened: (chatId: string) => void
}

/** Start (or go back to) the chat with someone, by handle. */
export function StartChat({ account, openWith, onOpened }: StartChatProps) {
  const intl = useIntl()
  const store = useStore()
  const [handle, setHandle] = useState('')
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const submit = async () => {
    const acct = handle.trim()
    if (acct === '') return
    setBusy(true)
    setProblem(undefined)
    try {
      const user = await lookupAccount({ store, accountKey: account }, acct)
      const opened = await openWith(user.id)
      if (opened.ok) {
        setHandle('')
        onOpened(opened.value)
      } else setProblem(intl.formatMessage(m.errorLoading))
    } catch {
      setProblem(intl.formatMessage(m.noSuchAccount, { acct }))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form
      className="chat-start"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <TextField
        label={intl.formatMessage(m.startWith)}
        value={handle}
        onChange={setHandle}
        placeholder={intl.formatMessage(m.startPlaceholder)}
        autoComplete="off"
        {...(problem === undefined ? {} : { error: problem })}
      />
      <Button type="submit" size="sm" busy={busy} disabled={handle.trim() === ''}>
        {intl.formatMessage(m.start)}
      </Button>
    </form>
  )
}
