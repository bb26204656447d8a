import { Suspense } from 'react'
import { FormattedMessage } from 'react-intl'
import { Route, Routes, useParams } from 'react-router'
import { FocusedView } from './focused'
import { Guarded } from './Guarded'
import { routeNames, routeTable, type RouteName } from '../routes/route-table'
import { ScreenFrame } from './ScreenFrame'
import { ScreenLoadBoundary } from './ScreenLoadBoundary'
import { screens } from './screens'

function Loading() {
  return (
    <p role="status" className="screen-loading">
      <FormattedMessage id="general.loading" defaultMessage="Loading…" />
    </p>
  )
}

function RouteScreen({ route }: { route: RouteName }) {
  const params = useParams()
  const Screen = screens[route]
  const definedParams = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  return (
    <Guarded route={route}>
      <ScreenLoadBoundary>
        <Suspense fallback={<Loading />}>
          {Screen ? (
            <ScreenFrame>
              <Screen />
            </ScreenFrame>
          ) : (
            <FocusedView route={route} params={definedParams} />
          )}
        </Suspense>
      </ScreenLoadBoundary>
    </Guarded>
  )
}

export function AppRoutes() {
  return (
    <Routes>
      {routeNames.map((route) => (
        <Route key={route} path={routeTable[route].path} element={<RouteScreen route={route} />} />
      ))}
      <Route path="*" element={<RouteScreen route="user-profile" />} />
    </Routes>
  )
}
