import type { MouseEvent, ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ProfileTab } from '../../lib/user/profile-tabs'
import { profileMessages as m } from './messages'

const labels: Record<ProfileTab, (typeof m)[keyof typeof m]> = {
  statuses: m.statuses,
  replies: m.replies,
  media: m.media,
  followees: m.followees,
  followers: m.followers,
  favorites: m.favorites,
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The profile's sections, kept in the URL hash (spec 1 §2): links to `#statuses`, `#media` ...
 * on the page shown, the current one marked. In a deck column, where there is no URL of its
 * own, a click changes the column instead.
 */
export function ProfileTabs(props: {
  tabs: readonly ProfileTab[]
  selected: ProfileTab
  onSelect?: (tab: ProfileTab) => void
}) {
  const intl = useIntl()
  return (
    <nav className="profile-tabs" aria-label={intl.formatMessage(m.sections)}>
      {props.tabs.map((tab) => (
        <TabLink
          key={tab}
          tab={tab}
          selected={tab === props.selected}
          onSelect={props.onSelect}
          className="profile-tab"
        >
          {intl.formatMessage(labels[tab])}
        </TabLink>
      ))}
    </nav>
  )
}

/** A link to one section of the profile shown (its hash); a deck column handles the click. */
export function TabLink(props: {
  tab: ProfileTab
  selected: boolean
  onSelect: ((tab: ProfileTab) => void) | undefined
  className?: string
  children: ReactNode
}) {
  return (
    <Link
      to={{ hash: props.tab }}
      replace
      className={props.className}
      aria-current={props.selected ? 'page' : undefined}
      onClick={(event) => {
        if (!props.onSelect || !plainClick(event)) return
        event.preventDefault()
        props.onSelect(props.tab)
      }}
    >
      {props.children}
    </Link>
  )
}
