import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import {
  settingsModalAtom,
  settingsModalDispatchAtom,
  type SettingsTab,
} from '../common/settings-opener'
import { Spinner } from '../common'
import { Dialog, IconButton } from '../primitives'
import { Tabs } from '../primitives/Tabs'
import { FiltersTab } from './FiltersTab'
import { GeneralTab } from './GeneralTab'
import { settingsMessages as m, tabLabels } from './messages'
import { SaveNotice } from './SaveNotice'
import { ThemeTab } from './ThemeTab'
import { useSettingsOwner } from './use-settings-owner'
import './settings.css'

// The areas that call the server load on their first showing.
const ProfileTab = lazy(() => import('./profile/ProfileTab'))
const NotificationsTab = lazy(() => import('./NotificationsTab'))
const SecurityTab = lazy(() => import('./security/SecurityTab'))
const BlocksTab = lazy(() => import('./relations/BlocksTab'))
const MutesTab = lazy(() => import('./relations/MutesTab'))
const DataTab = lazy(() => import('./data/DataTab'))
const ProfilesTab = lazy(() => import('./ProfilesTab'))

const visitorTabs: readonly SettingsTab[] = ['general', 'filters', 'theme', 'data']

function panelOf(tab: SettingsTab, owner: string, signedIn: boolean): ReactNode {
  switch (tab) {
    case 'general':
      return <GeneralTab owner={owner} />
    case 'filters':
      return <FiltersTab owner={owner} />
    case 'theme':
      return <ThemeTab owner={owner} signedIn={signedIn} />
    case 'profile':
      return <ProfileTab owner={owner} />
    case 'notifications':
      return <NotificationsTab owner={owner} />
    case 'security':
      return <SecurityTab owner={owner} />
    case 'blocks':
      return <BlocksTab owner={owner} />
    case 'mutes':
      return <MutesTab owner={owner} />
    case 'data':
      return <DataTab owner={owner} signedIn={signedIn} />
    case 'profiles':
      return <ProfilesTab owner={owner} />
  }
}

const tabOrder: readonly SettingsTab[] = [
  'general',
  'profile',
  'notifications',
  'filters',
  'security',
  'blocks',
  'mutes',
  'data',
  'theme',
  'profiles',
]

/**
 * The settings modal (spec 1 section 4): visible, minimised to a bar that gives the page back,
 * or hidden. On a phone it fills the screen and its sections are a row of tabs.
 */
export function SettingsModal({ phone }: { phone: boolean }) {
  const intl = useIntl()
  const modal = useAtomValue(settingsModalAtom)
  const dispatch = useSetAtom(settingsModalDispatchAtom)
  const { owner, signedIn } = useSettingsOwner()
  if (modal.state === 'hidden') return null
  const close = () => dispatch({ type: 'close' })
  const toggle = () => dispatch({ type: 'toggleMinimize' })
  if (modal.state === 'minimized') {
    return (
      <div
        className="settings-minimized"
        role="region"
        aria-label={intl.formatMessage(m.minimized)}
      >
        <button type="button" className="settings-minimized-title" onClick={toggle}>
          {intl.formatMessage(m.title)}
        </button>
        <IconButton icon="restore" label={intl.formatMessage(m.restore)} onClick={toggle} />
        <IconButton icon="close" label={intl.formatMessage(m.close)} onClick={close} />
      </div>
    )
  }
  const available = signedIn ? tabOrder : visitorTabs
  const selected = available.includes(modal.tab) ? modal.tab : 'general'
  return (
    <Dialog
      title={intl.formatMessage(m.title)}
      onClose={close}
      className={phone ? 'settings-modal settings-modal-phone' : 'settings-modal'}
      headerActions={
        <IconButton icon="minimize" label={intl.formatMessage(m.minimize)} onClick={toggle} />
      }
    >
      <SaveNotice />
      {!signedIn && <p className="settings-hint">{intl.formatMessage(m.signInFor)}</p>}
      <Tabs
        label={intl.formatMessage(m.sections)}
        orientation={phone ? 'horizontal' : 'vertical'}
        className="settings-tabs"
        selected={selected}
        onSelect={(tab) => dispatch({ type: 'open', tab })}
        tabs={available.map((tab) => ({
          id: tab,
          label: intl.formatMessage(tabLabels[tab]),
          panel: (
            <Suspense fallback={<Spinner />}>
              <div className="settings-panel" data-settings-tab={tab}>
                {panelOf(tab, owner, signedIn)}
              </div>
            </Suspense>
          ),
        }))}
      />
    </Dialog>
  )
}
