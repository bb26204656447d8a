import { useUser } from '../../state/hooks'
import { useStatusEnv } from './status-env'

/** The mentioned user's avatar before a mention (mentionLinkShowAvatar), when it is known. */
export function MentionAvatar({ userId }: { userId: string }) {
  const { accountKey } = useStatusEnv()
  const user = useUser(accountKey, userId)
  if (!user?.profile_image_url) return null
  return (
    <img className="mention-avatar" src={user.profile_image_url} alt="" width={16} height={16} />
  )
}
