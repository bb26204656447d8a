import { render, screen, within } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { assembleInstanceConfig } from '../../entities'
import { instanceConfigAtom } from '../../state/instance'
import type { InstanceConfig } from '../../entities'
import { I18nProvider } from '../../i18n/I18nProvider'
import { settingsAtoms } from '../../settings/store'
import AboutScreen from './AboutScreen'

vi.mock('./use-staff', async () => {
  const { user } = await import('../../entities/test-factories')
  const staff = [
    user('1', { screen_name: 'admin', name: 'Ada Admin', role: 'admin' }),
    user('2', { screen_name: 'mod', name: 'Mo Moderator', role: 'moderator' }),
    user('3', { screen_name: 'root', name: 'Rooty', role: 'admin' }),
  ]
  return { useStaff: () => staff }
})

const base = assembleInstanceConfig({ server: 'https://social.example' })

function renderAbout(config: Partial<InstanceConfig>, hidePanel = false) {
  const store = createStore()
  store.set(instanceConfigAtom, { ...base, ...config })
  if (hidePanel) {
    store.set(settingsAtoms(store, '~visitor@social.example').user, {
      hideInstanceSpecificPanel: true,
    })
  }
  render(
    <Provider store={store}>
      <I18nProvider>
        <MemoryRouter>
          <AboutScreen />
        </MemoryRouter>
      </I18nProvider>
    </Provider>,
  )
}

const panel = {
  showInstanceSpecificPanel: true,
  instanceSpecificPanelContent: '<p>Hello <b>world</b></p>',
}

describe('the about page', () => {
  it('shows the instance panel, unless the instance or the person hides it', () => {
    renderAbout(panel)
    expect(screen.getByRole('heading', { name: 'About this instance' })).toBeVisible()
    expect(screen.getByText('world')).toBeVisible()
  })

  it("names this client and the release's version, from package.json through the build", async () => {
    const { version } = (await import('../../../package.json')).default
    renderAbout({})
    const client = screen.getByRole('region', { name: 'This client' })
    expect(client).toHaveTextContent(`Akkoma Deck ${version}`)
    expect(version).toMatch(/^\d+\.\d+\.\d+/)
  })

  it('hides the instance panel the person chose to hide', () => {
    renderAbout(panel, true)
    expect(screen.queryByRole('heading', { name: 'About this instance' })).toBeNull()
  })

  it('groups staff by admin and moderator', () => {
    renderAbout({ staffAccounts: ['https://social.example/users/admin'] })
    const staff = screen.getByRole('region', { name: 'Staff' })
    const lists = within(staff).getAllByRole('list')
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ),
    ).toEqual([['Ada Admin', 'Rooty'], ['Mo Moderator']])
  })

  it('leaves out empty sections', () => {
    renderAbout({
      tos: '',
      localBubbleInstances: [],
      federationPolicy: null,
      showFeaturesPanel: false,
    })
    expect(screen.queryByRole('heading', { name: 'Terms of service' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Bubble instances' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Federation' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Features' })).toBeNull()
  })

  it('lists the simple policy with reasons (N/A when none) and the quarantine', () => {
    renderAbout({
      federationPolicy: {
        mrf_policies: ['SimplePolicy'],
        mrf_simple: { reject: ['spam.example', 'noisy.example'], media_removal: [] },
        mrf_simple_info: { reject: { 'spam.example': { reason: 'Spam' } } },
        quarantined_instances: ['leaky.example'],
        quarantined_instances_info: {},
        mrf_keyword: { federated_timeline_removal: [], reject: [], replace: [] },
      },
    })
    const reject = screen.getByRole('table', { name: 'Reject' })
    expect(
      within(reject)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['InstanceReason', 'spam.exampleSpam', 'noisy.exampleN/A'])
    expect(screen.queryByRole('table', { name: 'Media removal' })).toBeNull()
    expect(screen.getByRole('table', { name: 'Quarantine' })).toHaveTextContent('leaky.example')
    expect(screen.queryByRole('heading', { name: 'Keyword policies' })).toBeNull()
  })
})
