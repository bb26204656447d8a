import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { UserMessage } from '../../i18n/define-messages'
import { useLoad } from '../../state/loaders'
import { followTag, loadTag, useKnownTag } from '../../state/tags'
import { formatUserMessage } from '../common/format-user-message'
import { Button } from '../primitives/Button'
import { tagMessages as m } from './messages'

export interface TagFollowButtonProps {
  /** The signed-in account that follows. */
  account: string
  tag: string
  /** Whether the server already said (a search result, a followed tag): no need to ask. */
  following?: boolean
  size?: 'md' | 'sm'
}

/**
 * Follow or unfollow a hashtag (spec 1 §4: followed and unfollowed toggle). The state comes from
 * GET /api/v1/tags/:tag unless the caller knows it; every place showing the tag agrees.
 */
export function TagFollowButton({ account, tag, following, size }: TagFollowButtonProps) {
  const intl = useIntl()
  const store = useStore()
  const known = useKnownTag(account, tag)
  const asked = useLoad(known || following !== undefined ? null : account, `tag ${tag}`, (target) =>
    loadTag(target, tag),
  )
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<UserMessage | null>(null)
  const on = known?.following ?? following ?? asked.data?.following
  if (on === undefined) return null
  const toggle = async () => {
    setBusy(true)
    const result = await followTag({ store, accountKey: account }, tag, !on)
    setBusy(false)
    setFailure(result.ok ? null : result.error)
  }
  return (
    <span className="tag-follow">
      <Button
        size={size}
        variant={on ? 'default' : 'primary'}
        busy={busy}
        // The visible word is in the name (WCAG 2.5.3): "Unfollow", "Unfollow #cats".
        aria-label={intl.formatMessage(on ? m.unfollow : m.follow, { tag })}
        onClick={() => void toggle()}
      >
        {intl.formatMessage(on ? m.unfollowShort : m.followShort)}
      </Button>
      {failure && (
        <span role="alert" className="tag-follow-error">
          {formatUserMessage(intl, failure)}
        </span>
      )}
    </span>
  )
}
