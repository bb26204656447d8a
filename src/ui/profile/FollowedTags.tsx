import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { loadFollowedTags } from '../../state/loaders'
import { routePath } from '../../routes/route-table'
import { PagedSection } from './AccountList'
import { profileMessages as m } from './messages'
import { usePaged } from './use-paged'

/** The hashtags the signed-in account follows (its own profile's followees, spec 1 §2). */
export function FollowedTags({ accountKey }: { accountKey: string }) {
  const intl = useIntl()
  const list = usePaged(accountKey, 'followed-tags', (target, maxId) =>
    loadFollowedTags(target, maxId),
  )
  return (
    <PagedSection list={list} empty={m.noTags} count={list.items.length}>
      <ul className="followed-tags">
        {list.items.map((tag) => (
          <li key={tag.name}>
            <Link to={routePath('tag-timeline', { tag: tag.name })} className="followed-tag">
              {intl.formatMessage(m.tag, { tag: tag.name })}
            </Link>
          </li>
        ))}
      </ul>
    </PagedSection>
  )
}
