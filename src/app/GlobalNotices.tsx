import { useAtomValue, useStore } from 'jotai'
import { useIntl } from 'react-intl'
import { dismissNotice, noticesAtom } from '../state/notices'

/** The global notices of every layer (spec 1 section 8), newest last. */
export function GlobalNotices() {
  const notices = useAtomValue(noticesAtom)
  const store = useStore()
  const intl = useIntl()
  if (notices.length === 0) return null
  return (
    <ul
      className="global-notices"
      aria-label={intl.formatMessage({ id: 'notices.label', defaultMessage: 'Notices' })}
    >
      {notices.map((notice) => (
        <li key={notice.id} className={`global-notice global-notice-${notice.level}`}>
          <span role={notice.level === 'error' ? 'alert' : 'status'}>
            {intl.formatMessage(notice.message.descriptor, notice.message.values)}
          </span>
          <button type="button" onClick={() => dismissNotice(store, notice.id)}>
            {intl.formatMessage({ id: 'general.dismiss', defaultMessage: 'Dismiss' })}
          </button>
        </li>
      ))}
    </ul>
  )
}
