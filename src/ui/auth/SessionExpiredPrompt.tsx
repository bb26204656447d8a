import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Account } from '../../accounts/store'
import { routePath } from '../../routes/route-table'
import { accountMessages as messages } from './messages'

/** The account stays (drafts, settings, columns); signing in again replaces its token. */
export function SessionExpiredPrompt({ account }: { account: Account }) {
  const intl = useIntl()
  const again = `${routePath('login')}?${new URLSearchParams({
    username: account.nickname,
    instance: account.baseUrl,
  }).toString()}`
  return (
    <div role="alert" className="session-expired">
      <span>{intl.formatMessage(messages.expired, { account: account.key })}</span>
      <Link to={again}>{intl.formatMessage(messages.signInAgain)}</Link>
    </div>
  )
}
