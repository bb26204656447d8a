import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { Composer } from '../../ui/composer'
import { AccountComposer } from './AccountComposer'
import './docked-composer.css'

const m = defineMessages({
  title: { id: 'deck.docked_composer', defaultMessage: 'New post' },
})

/** The composer docked beside the deck on wide screens, always ready for a new post. */
export function DockedComposer({ account }: { account: string }) {
  const intl = useIntl()
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
        {(onPosted) => <Composer variant="docked" onPosted={onPosted} />}
      </AccountComposer>
    </aside>
  )
}
