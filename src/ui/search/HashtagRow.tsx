import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Tag } from '../../entities/misc'
import { latestTagActivity } from '../../entities/normalize-social'
import { routePath } from '../../routes/route-table'
import { Icon } from '../common/Icon'
import { tagMessages } from '../tags/messages'
import { TagFollowButton } from '../tags/TagFollowButton'
import { searchMessages as m } from './messages'

export interface HashtagRowProps {
  tag: Tag
  /** The signed-in account that may follow it; none for a visitor. */
  followAs?: string
}

/**
 * A hashtag found: its name leading to its timeline, the people talking and uses of its latest
 * history day (spec 1 §2) where the server says, and a follow button for a signed-in reader.
 */
export function HashtagRow({ tag, followAs }: HashtagRowProps) {
  const intl = useIntl()
  const activity = latestTagActivity(tag)
  return (
    <div className="hashtag-row">
      <Icon name="hashtag" className="hashtag-row-icon" />
      <div className="hashtag-row-text">
        <Link to={routePath('tag-timeline', { tag: tag.name })} className="hashtag-row-name">
          {intl.formatMessage(tagMessages.name, { tag: tag.name })}
        </Link>
        <span className="hashtag-row-activity">
          {activity
            ? intl.formatMessage(tagMessages.activity, { ...activity })
            : intl.formatMessage(m.noActivity)}
        </span>
      </div>
      {followAs !== undefined && <TagFollowButton account={followAs} tag={tag.name} size="sm" />}
    </div>
  )
}
