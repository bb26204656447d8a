import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { Composer, DraftsList, targetOfDraft } from '../../ui/composer'
import { AccountComposer } from './AccountComposer'
import { composerRequestAtom } from './composer-request'
import './docked-composer.css'

const m = defineMessages({
  title: { id: 'deck.docked_composer', defaultMessage: 'New post' },
  drafts: { id: 'deck.saved_drafts', defaultMessage: 'Saved drafts' },
})

/** The composer docked beside the deck on wide screens, always ready for a new post. */
export function DockedComposer({ account }: { account: string }) {
  const intl = useIntl()
  const openComposer = useSetAtom(composerRequestAtom)
  const [draftsOpen, setDraftsOpen] = useState(false)
  return (
    // The composer keeps its own keys, as dialogs do: the deck's shortcuts listen on the document
    // and would otherwise take Enter on a composer button (open the focused column) before the
    // button's own click.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <aside
      className="docked-composer"
      aria-label={intl.formatMessage(m.title)}
      data-composer="docked"
      onKeyDown={(event) => event.stopPropagation()}
    >
      <h2 className="visually-hidden">{intl.formatMessage(m.title)}</h2>
      <AccountComposer account={account}>
        <Composer variant="docked" />
      </AccountComposer>
      <details
        className="docked-drafts"
        onToggle={(event) => setDraftsOpen(event.currentTarget.open)}
      >
        <summary>{intl.formatMessage(m.drafts)}</summary>
        {draftsOpen && (
          <DraftsList
            accountKey={account}
            onOpen={(draft) =>
              openComposer({ account, target: targetOfDraft(draft), prefill: draft.data })
            }
          />
        )}
      </details>
    </aside>
  )
}
