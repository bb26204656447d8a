import type { InstanceConfig } from '../entities'
import { routePath, routeTable, timelineVisibilityOf, type RouteName } from '../routes/route-table'

export interface GuardContext {
  /** An account is active (an expired one too: its prompt asks to sign in again in place). */
  signedIn: boolean
  config: InstanceConfig
  visitorTimelines: { local: boolean; federated: boolean; bubble: boolean }
  bubbleAvailable: boolean
  /** The registration route carries an invite token. */
  hasToken?: boolean
}

/** Where a route sends the person instead, or undefined when they may stay (spec 1 section 2). */
export function guardRedirect(route: RouteName, context: GuardContext): string | undefined {
  const { signedIn, config } = context
  if (route === 'root') {
    const target = signedIn ? config.redirectRootLogin : config.redirectRootNoLogin
    return target || config.defaultLanding
  }
  const { access } = routeTable[route]
  if (access === 'signed-in' && !signedIn)
    return config.redirectRootNoLogin || config.defaultLanding
  if (access === 'signed-out' && signedIn) return '/'
  if (route === 'registration' && !config.registrationOpen && context.hasToken !== true) return '/'
  const timeline = timelineVisibilityOf[route]
  if (timeline === 'bubble' && !context.bubbleAvailable) return '/'
  if (timeline && !signedIn && !context.visitorTimelines[timeline]) return routePath('login')
  return undefined
}
