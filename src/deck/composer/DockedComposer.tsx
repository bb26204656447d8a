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
    <aside
      className="docked-composer"
      aria-label={intl.formatMessage(m.title)}
      data-composer="docked"
    >
      <h2 className="visually-hidden">{intl.formatMessage(m.title)}</h2>
      <AccountComposer account={account}>
        {(onPosted) => <Composer variant="docked" onPosted={onPosted} />}
      </AccountComposer>
    </aside>
  )
}
