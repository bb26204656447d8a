import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { Navigate, useParams } from 'react-router'
import { activeAccountAtom } from '../accounts/store'
import {
  bootStatusAtom,
  bubbleAvailableAtom,
  instanceConfigAtom,
  visitorTimelinesAtom,
} from '../state/instance'
import { guardRedirect } from './guards'
import type { RouteName } from '../routes/route-table'

export function Guarded({ route, children }: { route: RouteName; children: ReactNode }) {
  const signedIn = useAtomValue(activeAccountAtom) !== undefined
  const config = useAtomValue(instanceConfigAtom)
  const visitorTimelines = useAtomValue(visitorTimelinesAtom)
  const bubbleAvailable = useAtomValue(bubbleAvailableAtom)
  const { token } = useParams()
  const status = useAtomValue(bootStatusAtom)
  // Where / leads is the instance's choice (its front-end configuration or static config), the
  // one route that waits for every configuration piece.
  if (route === 'root' && status !== 'ready') {
    return (
      <div className="boot-frame" role="status">
        <FormattedMessage id="boot.loading" defaultMessage="Loading the instance…" />
      </div>
    )
  }
  const redirect = guardRedirect(route, {
    signedIn,
    config,
    visitorTimelines,
    bubbleAvailable,
    hasToken: token !== undefined,
  })
  if (redirect !== undefined) return <Navigate to={redirect} replace />
  return children
}
