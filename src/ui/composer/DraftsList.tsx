import { useState } from 'react'
import { useIntl } from 'react-intl'
import { deleteDraft, listDrafts, type ListedDraft } from '../../lib/composer/drafts-store'
import type { ComposerTarget } from '../../lib/composer/initial-draft'
import { Icon, RelativeTime } from '../common'
import { composerMessages } from './messages'

export interface DraftsListProps {
  accountKey: string
  /** Reopen the composer the draft belongs to ("status", "reply:{id}", "quote:{id}"). */
  onOpen: (draft: ListedDraft) => void
}

function draftTitle(key: ListedDraft['key']) {
  if (key === 'status') return { message: composerMessages.draftNew, id: '' }
  const [kind, id = ''] = key.split(':') as [string, string | undefined]
  return {
    message: kind === 'reply' ? composerMessages.draftReply : composerMessages.draftQuote,
    id,
  }
}

/** Every saved draft of the account, newest first, to reopen or throw away. */
export function DraftsList({ accountKey, onOpen }: DraftsListProps) {
  const intl = useIntl()
  const [drafts, setDrafts] = useState(() => listDrafts(accountKey))
  if (drafts.length === 0) {
    return <p className="drafts-empty">{intl.formatMessage(composerMessages.noDrafts)}</p>
  }
  return (
    <ul className="drafts-list" aria-label={intl.formatMessage(composerMessages.drafts)}>
      {drafts.map((draft) => {
        const title = draftTitle(draft.key)
        return (
          <li key={draft.key} className="drafts-item">
            <button type="button" className="drafts-open" onClick={() => onOpen(draft)}>
              <strong>{intl.formatMessage(title.message, { id: title.id })}</strong>
              <span className="drafts-text">{draft.data.spoilerText || draft.data.status}</span>
              <RelativeTime date={new Date(draft.updatedAt).toISOString()} />
            </button>
            <button
              type="button"
              className="composer-icon-button"
              aria-label={intl.formatMessage(composerMessages.deleteDraft)}
              onClick={() => {
                deleteDraft(accountKey, draft.key)
                setDrafts(listDrafts(accountKey))
              }}
            >
              <Icon name="trash" />
            </button>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The composer target that reopens a saved draft. The original's scope is not stored, so the
 * draft's own scope bounds the selector until the deck passes the original status's.
 */
export function targetOfDraft(draft: ListedDraft): ComposerTarget {
  if (draft.key === 'status') return { kind: 'status' }
  const [kind, statusId = ''] = draft.key.split(':') as [string, string | undefined]
  const scope = draft.data.visibility
  return kind === 'reply'
    ? { kind: 'reply', statusId, scope, mentions: [] }
    : { kind: 'quote', statusId, scope }
}
