import { lazy, type ComponentType } from 'react'
import type { RouteName } from './routes'
import { Shell } from './Shell'

export interface FocusedRouteProps {
  route: RouteName
  params: Record<string, string>
}

// The deck's focused single-column view (src/deck/FocusedRoute.tsx, the lead's) shows every
// timeline-like route. Until that file exists the glob is empty and those routes show the
// Shell; once it lands it is picked up with no change here.
const deckModules = import.meta.glob<{ FocusedRoute?: ComponentType<FocusedRouteProps> }>(
  '../deck/FocusedRoute.tsx',
)

function ShellRoute(_props: FocusedRouteProps) {
  return <Shell />
}

export const FocusedView = lazy(async () => {
  const load = deckModules['../deck/FocusedRoute.tsx']
  const module = load ? await load() : undefined
  return { default: module?.FocusedRoute ?? ShellRoute }
})
