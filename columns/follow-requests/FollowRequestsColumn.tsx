import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { profileLink } from '../../src/entities/user-rules'
import { useFollowRequests } from '../../src/state/follow-requests'
import { formatUserMessage } from '../../src/ui/common/format-user-message'
import { useUser } from '../../src/state/hooks'
import { Spinner } from '../../src/ui/common'
import { UserHandle, UserName } from '../../src/ui/common/UserName'
import { FollowRequestButtons } from '../../src/ui/follow-requests/FollowRequestButtons'
import { followRequestMessages as m } from '../../src/ui/follow-requests/messages'
import { Avatar, Button } from '../../src/ui/primitives'
import { useStatusEnv } from '../../src/ui/status/status-env'
import type { ColumnBodyProps } from '../types'
import type { FollowRequestsParams } from './index'

/** The account's waiting follow requests, each with Approve and Deny, and older pages. */
export default function FollowRequestsColumn({ account }: ColumnBodyProps<FollowRequestsParams>) {
  const intl = useIntl()
  const env = useStatusEnv()
  const requests = useFollowRequests(account)
  const viewerId = env.viewer?.id ?? null
  const loading = requests.status === 'loading' || requests.status === 'idle'
  return (
    <div className="follow-requests-column">
      {requests.ids.length > 0 && (
        <ul className="follow-requests" aria-label={intl.formatMessage(m.heading)}>
          {requests.ids.map((id) => (
            <RequestRow key={id} account={account} userId={id} viewerId={viewerId} />
          ))}
        </ul>
      )}
      <div className="follow-requests-footer">
        {loading && (
          <span role="status">
            <Spinner />
            <span className="visually-hidden">{intl.formatMessage(m.loading)}</span>
          </span>
        )}
        {requests.status === 'error' && requests.error && (
          <>
            <p role="alert">
              {intl.formatMessage(m.error, { error: formatUserMessage(intl, requests.error) })}
            </p>
            <Button size="sm" onClick={requests.reload}>
              {intl.formatMessage(m.retry)}
            </Button>
          </>
        )}
        {requests.status === 'ready' && requests.ids.length === 0 && (
          <p>{intl.formatMessage(m.none)}</p>
        )}
        {requests.status === 'ready' && requests.maxId !== null && requests.ids.length > 0 && (
          <Button size="sm" onClick={requests.loadMore}>
            {intl.formatMessage(m.loadMore)}
          </Button>
        )}
      </div>
    </div>
  )
}

function RequestRow(props: { account: string; userId: string; viewerId: string | null }) {
  const env = useStatusEnv()
  const user = useUser(props.account, props.userId)
  const restricted = env.instance.restrictedNicknames
  return (
    <li className="follow-request">
      <Link
        to={profileLink(props.userId, user?.screen_name, restricted).path}
        className="follow-request-who"
      >
        <Avatar
          src={user?.profile_image_url_original ?? user?.profile_image_url}
          fallback={env.instance.defaultAvatar}
          size={40}
        />
        <span className="follow-request-names">
          <UserName
            name={user?.name}
            screenName={user?.screen_name ?? props.userId}
            emojis={user?.emoji}
            className="follow-request-name"
          />
          {user && <UserHandle handle={user.screen_name_ui} className="follow-request-handle" />}
        </span>
      </Link>
      <FollowRequestButtons
        account={props.account}
        userId={props.userId}
        viewerId={props.viewerId}
      />
    </li>
  )
}
