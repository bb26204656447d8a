import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useInstanceConfig } from './boot/instance-store'

/** The frame of the screens that are not deck columns: sign-in, sign-up, about ... */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const intl = useIntl()
  const config = useInstanceConfig()
  return (
    <div className="screen-frame">
      <header className="screen-bar">
        <Link to="/" className="screen-brand">
          <img src={config.logo} alt="" width={24} height={24} />
          {!config.hideSitename && <span>{config.name}</span>}
        </Link>
      </header>
      <main
        className="screen-main"
        aria-label={intl.formatMessage({ id: 'screen.main', defaultMessage: 'Page' })}
      >
        {children}
      </main>
    </div>
  )
}
