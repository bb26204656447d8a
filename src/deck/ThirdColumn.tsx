import { useIntl } from 'react-intl'
import { LazyDockedComposer } from './composer/LazyDockedComposer'
import { deckMessages as m } from './messages'
import { NotificationsPanel } from './NotificationsPanel'
import type { ThirdColumnMode } from './use-third-column'

interface Props {
  mode: Exclude<ThirdColumnMode, 'none'>
  account: string
  nickname: string
}

/**
 * The wide layout's third column (spec 1 section 2, thirdColumnMode): the notifications beside
 * the deck, with the post form still docked at its start; or the post form itself here.
 */
export function ThirdColumn({ mode, account, nickname }: Props) {
  const intl = useIntl()
  if (mode === 'postform') {
    // The docked post form is a landmark of its own.
    return (
      <div className="third-column third-column-postform">
        <LazyDockedComposer account={account} />
      </div>
    )
  }
  return (
    <aside className="third-column column" aria-label={intl.formatMessage(m.thirdNotifications)}>
      <header className="column-header">
        <h2 className="column-title">{intl.formatMessage(m.thirdNotifications)}</h2>
      </header>
      <NotificationsPanel
        account={account}
        nickname={nickname}
        columnId={`third-column:${account}`}
      />
    </aside>
  )
}
