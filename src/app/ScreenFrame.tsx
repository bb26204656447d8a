import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'

/** The frame of the screens that are not deck columns: sign-in, sign-up, about ... */
export function ScreenFrame({ children }: { children: ReactNode }) {
  const intl = useIntl()
  return (
    <div className="screen-frame">
      <main
        className="screen-main"
        aria-label={intl.formatMessage({ id: 'screen.main', defaultMessage: 'Page' })}
      >
        {children}
      </main>
    </div>
  )
}
