import { useIntl } from 'react-intl'
import { useAccounts } from '../../src/accounts'
import { latestTagActivity } from '../../src/entities/normalize-social'
import { useKnownTag } from '../../src/state/tags'
import { tagMessages } from '../../src/ui/tags/messages'
import { TagFollowButton } from '../../src/ui/tags/TagFollowButton'
import type { ColumnBannerProps } from '../types'
import './tag-banner.css'

/** One tag: what its latest history day says (people talking, uses) and its follow button. */
function TagLine({ account, tag, named }: { account: string; tag: string; named: boolean }) {
  const intl = useIntl()
  const known = useKnownTag(account, tag)
  const activity = known ? latestTagActivity(known) : null
  return (
    <div className="tag-banner-line">
      {named && (
        <span className="tag-banner-name">{intl.formatMessage(tagMessages.name, { tag })}</span>
      )}
      <span className="tag-banner-activity">
        {activity && intl.formatMessage(tagMessages.activity, { ...activity })}
      </span>
      <TagFollowButton account={account} tag={tag} size="sm" />
    </div>
  )
}

/** Above a tag column, for a signed-in reader: follow or unfollow each of its tags. */
export default function TagBanner({ account, params }: ColumnBannerProps<{ tags: string[] }>) {
  const signedIn = useAccounts().some((candidate) => candidate.key === account)
  if (!signedIn) return null
  return (
    <div className="tag-banner">
      {params.tags.map((tag) => (
        <TagLine key={tag} account={account} tag={tag} named={params.tags.length > 1} />
      ))}
    </div>
  )
}
