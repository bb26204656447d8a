import type { BrowserContext } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { routeNames, routeTable, type RouteName } from '../../src/routes/route-table'
import { passwordLogin } from './auth-helpers'
import { seriousFindings, settled } from './a11y-helpers'
import { desktop, useHarness } from './harness'

interface Seeded {
  statusId: string
  aliceId: string
  listId: string
}

/** A concrete address for each route of the route table, with the seeded data's ids. */
function address(route: RouteName, seeded: Seeded): string {
  const params: Record<string, string> = {
    tag: 'cats',
    id: route === 'list-timeline' || route === 'lists-edit' ? seeded.listId : seeded.statusId,
    acct: 'carol@remote.example',
    hostname: 'remote.example',
    username: 'alice',
    token: 'invite-akkoma',
    name: 'alice',
  }
  if (route === 'external-user-profile') params.id = seeded.aliceId
  if (route === 'remote-user-profile') params.username = 'carol'
  return routeTable[route].path.replace(/:([a-z]+)/g, (_, name: string) => params[name] ?? name)
}

/** Visitors reach every route but the signed-in ones; members every route but the signed-out. */
const visitorRoutes = routeNames.filter((route) => routeTable[route].access !== 'signed-in')
const memberRoutes = routeNames.filter((route) => routeTable[route].access !== 'signed-out')

async function seed(base: string): Promise<Seeded> {
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      headers: { Authorization: 'Bearer seed-token-alice' },
    })
    return (await response.json()) as T
  }
  const [status] = await get<{ id: string }[]>('/api/v1/timelines/public?limit=1')
  const alice = await get<{ id: string }>('/api/v1/accounts/lookup?acct=alice')
  const [list] = await get<{ id: string }[]>('/api/v1/lists')
  if (!status || !list) throw new Error('the local instance has no public status or list')
  return { statusId: status.id, aliceId: alice.id, listId: list.id }
}

describe('accessibility: axe finds nothing serious on any route, in every look', () => {
  const h = useHarness(desktop, { settings: { registrations: 'invite' } })
  let seeded: Seeded | undefined
  let member: Awaited<ReturnType<BrowserContext['storageState']>> | undefined

  const seededData = async () => (seeded ??= await seed(h.instance.url))

  async function check(context: BrowserContext, route: RouteName) {
    const page = await context.newPage()
    await page.goto(address(route, await seededData()))
    await settled(page)
    expect(await seriousFindings(page)).toEqual([])
  }

  it.each(visitorRoutes)('a visitor on %s', async (route) => {
    await check(h.context, route)
  })

  it.each(memberRoutes)('a signed-in member on %s', async (route) => {
    if (!member) {
      await passwordLogin(h.page, 'alice')
      await h.page.waitForURL((url) => url.pathname !== '/login')
      member = await h.context.storageState()
    }
    const context = await h.browser.newContext({
      viewport: desktop,
      baseURL: h.instance.url,
      storageState: member,
    })
    try {
      await check(context, route)
    } finally {
      await context.close()
    }
  })
})
