import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { Navigate, useParams } from 'react-router'
import { activeAccountAtom } from '../accounts/store'
import { bubbleAvailableAtom, instanceConfigAtom, visitorTimelinesAtom } from '../state/instance'
import { guardRedirect } from './guards'
import type { RouteName } from '../routes/route-table'

export function Guarded({ route, children }: { route: RouteName; children: ReactNode }) {
  const signedIn = useAtomValue(activeAccountAtom) !== undefined
  const config = useAtomValue(instanceConfigAtom)
  const visitorTimelines = useAtomValue(visitorTimelinesAtom)
  const bubbleAvailable = useAtomValue(bubbleAvailableAtom)
  const { token } = useParams()
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
