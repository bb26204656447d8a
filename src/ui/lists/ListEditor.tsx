import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { Alert } from '../common/Alert'
import { ConfirmModal } from '../common/ConfirmModal'
import { formatUserMessage } from '../common/format-user-message'
import { Spinner } from '../common/Spinner'
import { AccountRow } from '../people/AccountRow'
import { Button } from '../primitives/Button'
import { TextField } from '../primitives/TextField'
import { ListMemberSearch, MemberButton } from './ListMemberSearch'
import { listMessages as m } from './messages'
import { useListEditor } from './use-list-editor'
import './lists.css'

export interface ListEditorProps {
  account: string
  /** The list to edit; null makes a new one. */
  listId: string | null
  /** Saved (created, or title and members set): the list's timeline comes next. */
  onSaved: (listId: string) => void
  onCancel: () => void
  /** Deleted: back to the lists. */
  onDeleted?: () => void
}

/**
 * Making or changing a list (spec 1 §4): its title, its members (remove one, or find and add
 * people), Save (disabled while the title is empty) and, for a list that exists, Delete.
 */
export function ListEditor({ account, listId, onSaved, onCancel, onDeleted }: ListEditorProps) {
  const intl = useIntl()
  const editor = useListEditor(account, listId)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const creating = listId === null
  const form = useRef<HTMLFormElement>(null)
  const focusTitle = useRef(creating)
  // A new list starts at its title.
  useEffect(() => {
    if (focusTitle.current) form.current?.querySelector('input')?.focus()
  }, [])
  return (
    <form
      ref={form}
      className="list-editor"
      aria-label={intl.formatMessage(creating ? m.createHeading : m.editHeading)}
      onSubmit={(event) => {
        event.preventDefault()
        if (!editor.canSave) return
        void editor.save().then((id) => {
          if (id !== undefined) onSaved(id)
        })
      }}
    >
      <h2 className="list-editor-heading">
        {intl.formatMessage(creating ? m.createHeading : m.editHeading)}
      </h2>
      <TextField
        label={intl.formatMessage(m.title)}
        value={editor.title}
        onChange={editor.setTitle}
        required
        autoComplete="off"
      />
      <section
        className="list-members"
        aria-label={intl.formatMessage(m.members, { count: editor.members.length })}
      >
        <h3>{intl.formatMessage(m.members, { count: editor.members.length })}</h3>
        {editor.membersLoading && <Spinner />}
        {editor.membersError && (
          <div className="load-problem">
            <Alert>{formatUserMessage(intl, editor.membersError)}</Alert>
            <Button size="sm" onClick={editor.retryMembers}>
              {intl.formatMessage(m.retry)}
            </Button>
          </div>
        )}
        {!editor.membersLoading && editor.members.length === 0 && (
          <p className="list-empty">{intl.formatMessage(m.noMembers)}</p>
        )}
        {editor.members.length > 0 && (
          <ul className="list-people">
            {editor.members.map((id) => (
              <li key={id}>
                <AccountRow
                  accountKey={account}
                  userId={id}
                  actions={
                    <MemberButton
                      account={account}
                      userId={id}
                      member
                      onAdd={editor.add}
                      onRemove={editor.remove}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ListMemberSearch
        account={account}
        isMember={editor.isMember}
        onAdd={editor.add}
        onRemove={editor.remove}
      />
      {editor.failure && (
        <Alert onDismiss={editor.dismissFailure}>{formatUserMessage(intl, editor.failure)}</Alert>
      )}
      <div className="list-editor-buttons">
        <Button
          type="submit"
          variant="primary"
          disabled={!editor.canSave && editor.busy === null}
          busy={editor.busy === 'save'}
        >
          {intl.formatMessage(creating ? m.create : m.save)}
        </Button>
        <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
        {!creating && (
          <Button
            variant="danger"
            className="list-delete"
            busy={editor.busy === 'delete'}
            onClick={() => {
              setConfirmDelete(true)
            }}
          >
            {intl.formatMessage(m.delete)}
          </Button>
        )}
      </div>
      {confirmDelete && (
        <ConfirmModal
          title={intl.formatMessage(m.deleteTitle)}
          confirmLabel={intl.formatMessage(m.delete)}
          danger
          onCancel={() => {
            setConfirmDelete(false)
          }}
          onConfirm={() => {
            setConfirmDelete(false)
            void editor.deleteList().then((gone) => {
              if (gone) onDeleted?.()
            })
          }}
        >
          {intl.formatMessage(m.deleteConfirm, { title: editor.title })}
        </ConfirmModal>
      )}
    </form>
  )
}
