import { useAtomValue, useStore } from 'jotai'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate, useParams } from 'react-router'
import { activeAccountAtom } from '../accounts/store'
import { routePath } from '../routes/route-table'

/** `@user@host` or host + user as `user@host`; undefined when the path holds neither. */
export function remoteAcctOf(params: {
  acct?: string
  hostname?: string
  username?: string
}): string | undefined {
  if (params.hostname && params.username) return `${params.username}@${params.hostname}`
  const match = /^@?([^@/]+)@([^@/]+)$/.exec(params.acct ?? '')
  return match ? `${match[1]}@${match[2]}` : undefined
}

/** /remote-users/…: resolves the remote user, then replaces the route with /users/{id}. */
export default function RemoteUserResolver() {
  const intl = useIntl()
  const store = useStore()
  const navigate = useNavigate()
  const active = useAtomValue(activeAccountAtom)
  const acct = remoteAcctOf(useParams())
  const [failed, setFailed] = useState(acct === undefined)

  useEffect(() => {
    if (acct === undefined || !active) return
    const controller = new AbortController()
    void (async () => {
      const [{ fetchAccount }, { clientForAccount }] = await Promise.all([
        import('../api/accounts'),
        import('../accounts/clients'),
      ])
      try {
        const user = await fetchAccount(clientForAccount(store, active), acct)
        if (!controller.signal.aborted)
          void navigate(routePath('external-user-profile', { id: user.id }), { replace: true })
      } catch (error) {
        console.warn(`Could not resolve ${acct}`, error)
        if (!controller.signal.aborted) setFailed(true)
      }
    })()
    return () => {
      controller.abort()
    }
  }, [acct, active, store, navigate])

  if (failed) {
    return (
      <p role="alert">
        {intl.formatMessage({ id: 'remote_user_resolver.error', defaultMessage: 'Not found.' })}
      </p>
    )
  }
  return (
    <p role="status">
      {intl.formatMessage(
        { id: 'remote_user_resolver.searching_for', defaultMessage: 'Searching for {acct}' },
        { acct },
      )}
    </p>
  )
}
