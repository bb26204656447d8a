import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { NavLink } from 'react-router'
import { defineMessages } from '../../i18n/define-messages'
import { routePath } from '../../routes/route-table'
import { useAccountLists } from '../../state/lists'
import { useFollowedTags } from '../../state/tags'
import { NavIcon, type NavIconName } from './NavIcon'
import { navMessages } from './nav-messages'
import './drawer-social.css'

const m = defineMessages({
  manageLists: { id: 'nav.manage_lists', defaultMessage: 'All lists' },
  followedTags: { id: 'nav.followed_tags', defaultMessage: 'Followed hashtags' },
  noFollowedTags: { id: 'nav.no_followed_tags', defaultMessage: 'No followed hashtags yet' },
  tag: { id: 'nav.hashtag', defaultMessage: '#{tag}' },
})

function Item({ to, icon, children }: { to: string; icon: NavIconName; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} className="drawer-link" end>
        <NavIcon name={icon} />
        <span>{children}</span>
      </NavLink>
    </li>
  )
}

/** The account's lists by title (kept fresh while the menu shows), and the way to all of them. */
export function DrawerLists({ accountKey, open }: { accountKey: string; open: boolean }) {
  const intl = useIntl()
  const { lists } = useAccountLists(open ? accountKey : null)
  return (
    <details open>
      <summary>{intl.formatMessage(navMessages.lists)}</summary>
      <ul>
        {(lists ?? []).map((list) => (
          <Item key={list.id} to={routePath('list-timeline', { id: list.id })} icon="list">
            {list.title}
          </Item>
        ))}
        <Item to={routePath('lists')} icon="edit">
          {intl.formatMessage(m.manageLists)}
        </Item>
      </ul>
    </details>
  )
}

/** The hashtags the account follows, each leading to its timeline. */
export function DrawerFollowedTags({ accountKey, open }: { accountKey: string; open: boolean }) {
  const intl = useIntl()
  const tags = useFollowedTags(open ? accountKey : null)
  return (
    <details open>
      <summary>{intl.formatMessage(m.followedTags)}</summary>
      <ul>
        {tags?.length === 0 && (
          <li className="drawer-empty">{intl.formatMessage(m.noFollowedTags)}</li>
        )}
        {(tags ?? []).map((tag) => (
          <Item key={tag.name} to={routePath('tag-timeline', { tag: tag.name })} icon="hashtag">
            {intl.formatMessage(m.tag, { tag: tag.name })}
          </Item>
        ))}
      </ul>
    </details>
  )
}
