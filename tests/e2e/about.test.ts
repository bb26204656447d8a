import { describe, expect, it } from 'vitest'
import { useHarness } from './harness'

interface Nodeinfo {
  metadata: { federation: Record<string, unknown> }
}

describe('the about page', () => {
  const h = useHarness(undefined, {
    settings: {
      federation: {
        mrfPolicies: ['SimplePolicy', 'KeywordPolicy'],
        rejected: ['spam.example'],
        quarantined: ['leaky.example'],
      },
      // The page routes below rewrite the instance's answers: the client must ask for them.
      preload: false,
    },
  })

  it('shows every section from the instance config', async () => {
    // The local instance publishes no keyword policy or reasons, and keeps its panel off:
    // add them to its real answers.
    await h.page.route('**/nodeinfo/2.0.json', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as Nodeinfo
      Object.assign(body.metadata.federation, {
        mrf_simple_info: { reject: { 'spam.example': { reason: 'Sends spam' } } },
        quarantined_instances_info: {
          quarantined_instances: { 'leaky.example': { reason: 'Leaks private posts' } },
        },
        mrf_keyword: {
          reject: ['buy now'],
          federated_timeline_removal: ['crypto'],
          replace: [{ pattern: 'foo', replacement: 'bar' }],
        },
      })
      await route.fulfill({ response, json: body })
    })
    await h.page.route('**/api/pleroma/frontend_configurations', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { pleroma_fe: Record<string, unknown> }
      body.pleroma_fe.showInstanceSpecificPanel = true
      await route.fulfill({ response, json: body })
    })
    await h.page.goto('/about')
    const main = h.page.getByRole('main')
    await main.getByRole('heading', { name: 'About this instance' }).waitFor()
    expect(await main.textContent()).toContain('Welcome to the local instance')

    await main.getByRole('heading', { name: 'Administrators' }).waitFor()
    await main.getByRole('heading', { name: 'Moderators' }).waitFor()
    await main.getByRole('link', { name: 'Ada Admin' }).waitFor()
    await main.getByRole('link', { name: 'Mo Moderator' }).waitFor()

    await main.getByRole('heading', { name: 'Terms of service' }).waitFor()
    await main.getByRole('heading', { name: 'Bubble instances' }).waitFor()
    expect(await main.getByText('bubble.example').count()).toBeGreaterThan(0)

    await main.getByRole('heading', { name: 'Federation' }).waitFor()
    expect(await main.getByText('KeywordPolicy').count()).toBe(1)
    const reject = main.getByRole('table', { name: 'Reject' })
    expect(await reject.textContent()).toContain('spam.example')
    expect(await reject.textContent()).toContain('Sends spam')
    const quarantine = main.getByRole('table', { name: 'Quarantine' })
    expect(await quarantine.textContent()).toContain('Leaks private posts')
    await main.getByRole('heading', { name: 'Keyword policies' }).waitFor()
    expect(await main.textContent()).toContain('buy now')
    expect(await main.textContent()).toContain('foo → bar')

    await main.getByRole('heading', { name: 'Features' }).waitFor()
    expect(await main.textContent()).toContain('Text limit: 5000')
  })

  it('hides the instance panel when the instance does not enable it', async () => {
    await h.page.goto('/about')
    await h.page.getByRole('heading', { name: 'Terms of service' }).waitFor()
    expect(await h.page.getByRole('heading', { name: 'About this instance' }).count()).toBe(0)
  })
})
