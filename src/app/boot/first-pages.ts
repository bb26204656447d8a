// The first page of each column the landing route shows, asked for at boot in parallel with the
// instance's start-up calls (src/api/early.ts keeps each answer for the column's own first
// fetch). The route is read from the address the way the app will route it, with the instance
// configuration the page embeds (or the spec defaults); a wrong guess only costs an unused
// answer.

import type { Store } from 'jotai'
import { matchPath } from 'react-router'
import { resolveColumn, routeColumn } from '../../../columns/registry'
import { visitorKeyOf } from '../../accounts/account-key'
import { clientForAccount, visitorClient } from '../../accounts/clients'
import { accountsStateAtom, type Account } from '../../accounts/store'
import type { ApiClient } from '../../api/client'
import { askEarly } from '../../api/early'
import { fetchStatus, fetchStatusContext } from '../../api/statuses'
import { fetchTimelinePage } from '../../api/timelines'
import { layoutSpec } from '../../deck/deck-store'
import { defaultLayout, presetWidthPx } from '../../deck/layout'
import { activeDeck } from '../../deck/layout-actions'
import { phoneQuery } from '../../deck/use-media-query'
import type { InstanceConfig } from '../../entities'
import { expectFirstStatus, markFirstPaint } from '../../lib/first-paint'
import { readPersisted, usableStorage } from '../../lib/persisted'
import { loadMfmStylesFor } from '../../ui/status/mfm-style-loader'
import { settingsAtoms } from '../../settings/store'
import { timelineQueryFor, type TimelineSettingsQuery } from '../../state/timeline-query'
import { guardRedirect } from '../guards'
import { routeNames, routeTable, type RouteName } from '../../routes/route-table'

interface VisibleColumn {
  kind: string
  params: unknown
  /** The account key the column reads as (a visitor key for visitors). */
  account: string
}

interface Landing {
  route: RouteName
  params: Record<string, string>
}

/** The route an address opens, in the order the app matches them; redirects followed. */
export function landingOf(
  pathname: string,
  signedIn: boolean,
  config: InstanceConfig,
): Landing | undefined {
  let path = pathname
  for (let hops = 0; hops < 4; hops++) {
    const found = matchRoute(path)
    if (!found) return undefined
    const redirect = guardRedirect(found.route, {
      signedIn,
      config,
      visitorTimelines: config.publicTimelineVisibility,
      bubbleAvailable: config.localBubbleInstances.length > 0,
    })
    if (redirect === undefined) return found
    path = redirect
  }
  return undefined
}

function matchRoute(pathname: string): Landing | undefined {
  for (const route of routeNames) {
    const match = matchPath(routeTable[route].path, pathname)
    if (!match) continue
    const params = Object.fromEntries(
      Object.entries(match.params).filter((entry): entry is [string, string] => !!entry[1]),
    )
    return { route, params }
  }
  return undefined
}

/** How many deck columns fit the window (all of them on a wide screen, one on a phone). */
function columnsInView(): number {
  if (window.matchMedia(phoneQuery).matches) return 1
  return Math.max(1, Math.ceil(window.innerWidth / presetWidthPx.narrow))
}

function deckColumns(owner: string, account: Account | undefined, config: InstanceConfig) {
  const visibility = config.publicTimelineVisibility
  const seeds = account
    ? [{ kind: 'home' }, { kind: 'local' }, { kind: 'federated' }]
    : [
        ...(visibility.local ? [{ kind: 'local' }] : []),
        ...(visibility.federated ? [{ kind: 'federated' }] : []),
      ]
  const spec = layoutSpec(owner, () => defaultLayout(owner, seeds, ''))
  const layout = readPersisted(usableStorage(), spec).value
  return activeDeck(layout).columns.slice(0, columnsInView())
}

function visibleColumns(
  landing: Landing,
  owner: string,
  account: Account | undefined,
  config: InstanceConfig,
): VisibleColumn[] {
  if (landing.route === 'deck') return deckColumns(owner, account, config)
  const target = routeColumn(landing.route, landing.params, location.hash)
  return target ? [{ ...target, account: owner }] : []
}

/** Sends the first-page calls of one column; returns its answers (none for kinds that do not
 * show statuses right away). */
function askFirstPage(
  column: VisibleColumn,
  client: ApiClient,
  account: Account | undefined,
  query: TimelineSettingsQuery,
): Promise<unknown[]>[] {
  const resolved = resolveColumn(column.kind, column.params)
  if (!resolved.ok) return []
  const { kind, params } = resolved
  if (kind.body === 'timeline') {
    // A body of its own (direct messages as conversations) asks for its data itself.
    if (kind.alternate?.when(params) === true) return []
    const context = { userId: account?.userId, nickname: account?.nickname }
    return [
      fetchTimelinePage(client, kind.source(params, context), query).then((page) => page.items),
    ]
  }
  if (kind.id === 'thread' && typeof params.statusId === 'string') {
    // Its code too: the thread view is the only column body loaded on demand.
    void kind.load()
    const context = fetchStatusContext(client, params.statusId)
    context.catch(() => undefined)
    return [fetchStatus(client, params.statusId).then((status) => [status])]
  }
  return []
}

/**
 * Asks for the first page of every column the landing route shows. `verified` holds each stored
 * account's verification: an account's answers are handed over only once it was verified.
 */
export function askForFirstPages(
  store: Store,
  config: InstanceConfig,
  verified: ReadonlyMap<string, Promise<boolean>>,
): void {
  const { accounts, activeKey } = store.get(accountsStateAtom)
  const active = accounts.find((a) => a.key === activeKey)
  const owner = active?.key ?? visitorKeyOf(location.origin)
  const landing = landingOf(location.pathname, active !== undefined, config)
  if (!landing) return
  const answers: Promise<unknown[]>[] = []
  for (const column of visibleColumns(landing, owner, active, config)) {
    const account = accounts.find((a) => a.key === column.account)
    // An expired session shows its sign-in prompt, not statuses.
    if (account?.expired) continue
    const client = account ? clientForAccount(store, account) : visitorClient()
    const gate = verified.get(column.account) ?? Promise.resolve(true)
    askEarly(gate, () => {
      // The same query the column sends: its answer is kept for the column's first fetch.
      const query = timelineQueryFor(store.get(settingsAtoms(store, column.account).effective))
      answers.push(...askFirstPage(column, client, account, query))
    })
  }
  if (answers.length === 0) return
  expectFirstStatus()
  for (const answer of answers) answer.then(loadMfmStylesFor, () => undefined)
  // A landing whose first pages brought no status (empty, failed) has nothing to wait for.
  void Promise.allSettled(answers).then((settled) => {
    const any = settled.some((result) => result.status === 'fulfilled' && result.value.length > 0)
    if (!any) markFirstPaint()
  })
}
