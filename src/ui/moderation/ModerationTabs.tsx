import { useEffect, useRef, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { routePath } from '../../routes/route-table'
import { Tabs } from '../primitives/Tabs'
import { staffPostsMessages as m } from './posts-messages'

export type ModerationTab = 'reports' | 'users' | 'posts'

const TABS: readonly ModerationTab[] = ['reports', 'users', 'posts']

const pathOf = (tab: ModerationTab) =>
  routePath(
    tab === 'reports'
      ? 'moderation-reports'
      : tab === 'users'
        ? 'moderation-users'
        : 'moderation-statuses',
  )

// Each tab is a route, so choosing one shows another column: the tab list is drawn anew. The
// keyboard's place is carried over, so arrows keep moving between the tabs.
let tabListHadFocus = false

/** The moderation view (spec 3: reports, posts, users): the three staff columns' routes as
 * tabs above the one shown. */
export function ModerationTabs({
  current,
  children,
}: {
  current: ModerationTab
  children: ReactNode
}) {
  const intl = useIntl()
  const navigate = useNavigate()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!tabListHadFocus) return
    tabListHadFocus = false
    ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus()
  }, [])
  return (
    <div ref={ref} className="moderation-tabs">
      <Tabs
        label={intl.formatMessage(m.tabs)}
        selected={current}
        onSelect={(tab) => {
          if (tab === current) return
          tabListHadFocus = ref.current?.contains(document.activeElement) ?? false
          void navigate(pathOf(tab))
        }}
        tabs={TABS.map((tab) => ({
          id: tab,
          label: intl.formatMessage(m[tab]),
          panel: tab === current ? children : null,
        }))}
      />
    </div>
  )
}
