import { useAccounts } from '../../src/accounts'
import { TagFollowButton } from '../../src/ui/tags/TagFollowButton'
import type { ColumnBannerProps } from '../types'
import './tag-banner.css'

/** Above a tag column, for a signed-in reader: follow or unfollow each of its tags. */
export default function TagBanner({ account, params }: ColumnBannerProps<{ tags: string[] }>) {
  const signedIn = useAccounts().some((candidate) => candidate.key === account)
  if (!signedIn) return null
  return (
    <div className="tag-banner">
      {params.tags.map((tag) => (
        <TagFollowButton key={tag} account={account} tag={tag} size="sm" />
      ))}
    </div>
  )
}
