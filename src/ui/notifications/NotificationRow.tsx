import { memo, useState } from 'react'
import { useIntl } from 'react-intl'
import type { Notification } from '../../entities/notification'
import { profileLink } from '../../entities/user-rules'
import { neutralizeBidi } from '../../lib/html'
import { useNotification, useRelationship, useReport, useUser } from '../../state/hooks'
import { useDismissNotification } from '../../state/notifications'
import { UserName } from '../common/UserName'
import { Button } from '../primitives'
import { StatusCard } from '../status'
import { useStatusEnv } from '../status/status-env'
import { notificationMessages as m } from './messages'
import { FollowRequestButtons } from '../follow-requests/FollowRequestButtons'
import { MoveTarget, ReportDetail, StatusPreview } from './NotificationBodies'
import { NotificationLine, ProfileName, ReactionEmoji } from './NotificationParts'
import { sentenceOf, statusPath } from './notification-text'
import './notifications.css'

export interface NotificationRowProps {
  account: string
  notificationId: string
  /** Position in the list (aria-posinset / aria-setsize). */
  posinset: number
  setsize: number
}

/**
 * One notification of a list, by id: a mention or a subscribed post as its status card under a
 * short line; every other type as the actor, what they did, when, and what it is about. A
 * notification from a muted sender stays folded until shown.
 */
export const NotificationRow = memo(function NotificationRow(props: NotificationRowProps) {
  const notification = useNotification(props.account, props.notificationId)
  const actor = useUser(props.account, notification?.from_profile_id)
  const relationship = useRelationship(props.account, notification?.from_profile_id)
  const [shown, setShown] = useState(false)
  if (!notification) return null
  const muted = notification.is_muted || relationship?.muting === true
  if (muted && !shown) {
    return (
      <MutedNotification
        name={actor?.name || actor?.screen_name || notification.from_profile_id}
        screenName={actor?.screen_name ?? notification.from_profile_id}
        {...props}
        onShow={() => setShown(true)}
      />
    )
  }
  return <NotificationView {...props} notification={notification} />
})

function MutedNotification(
  props: NotificationRowProps & { name: string; screenName: string; onShow: () => void },
) {
  const intl = useIntl()
  return (
    <article
      className="notification notification-muted"
      aria-label={intl.formatMessage(m.mutedRow, { name: neutralizeBidi(props.name) })}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
    >
      <UserName name={props.name} screenName={props.screenName} />
      <Button size="sm" variant="ghost" onClick={props.onShow}>
        {intl.formatMessage(m.show)}
      </Button>
    </article>
  )
}

function NotificationView(props: NotificationRowProps & { notification: Notification }) {
  const intl = useIntl()
  const env = useStatusEnv()
  const { notification, account } = props
  const actorId = notification.from_profile_id
  const actor = useUser(account, actorId)
  const target = useUser(account, notification.target_id)
  const report = useReport(account, notification.report_id)
  const reported = useUser(account, report?.account_id)
  const dismiss = useDismissNotification(account)
  const restricted = env.instance.restrictedNicknames
  const descriptor = sentenceOf(notification, env.viewer?.id ?? null)
  const plain = (user: typeof actor, id: string) =>
    neutralizeBidi(user?.name || user?.screen_name || id)
  const label = intl.formatMessage(descriptor, {
    name: plain(actor, actorId),
    emoji: notification.emoji ?? '',
    target: plain(target, notification.target_id ?? ''),
    account: report ? plain(reported, report.account_id) : intl.formatMessage(m.unknownAccount),
  })
  const sentence = intl.formatMessage(descriptor, {
    name: <ProfileName key="name" user={actor} userId={actorId} restricted={restricted} />,
    emoji: <ReactionEmoji key="emoji" emoji={notification.emoji} url={notification.emoji_url} />,
    target: notification.target_id ? (
      <ProfileName
        key="target"
        user={target}
        userId={notification.target_id}
        restricted={restricted}
      />
    ) : null,
    account: report ? (
      <ProfileName
        key="account"
        user={reported}
        userId={report.account_id}
        restricted={restricted}
      />
    ) : (
      intl.formatMessage(m.unknownAccount)
    ),
  })
  const statusId = notification.status_id
  const openPath =
    statusId !== null
      ? statusPath(statusId)
      : profileLink(actorId, actor?.screen_name, restricted).path
  const withCard =
    (notification.type === 'mention' || notification.type === 'status') && statusId !== null
  const line = (
    <NotificationLine
      {...(withCard ? { compact: notification.type === 'mention' ? 'mention' : 'bell' } : {})}
      actor={actor}
      actorId={actorId}
      avatarFallback={env.instance.defaultAvatar}
      restricted={restricted}
      sentence={sentence}
      createdAt={notification.created_at}
      timePath={openPath}
      onDismiss={() => void dismiss(notification.id)}
    />
  )
  const unseen = notification.seen ? '' : ' notification-unseen'
  if (withCard) {
    // The status card is the row's article, the line inside it: j/k, Enter and the status keys
    // act on it, and the feed holds articles only.
    return (
      <div
        className={`notification notification-with-card${unseen}`}
        data-notification-type={notification.type}
      >
        <StatusCard
          statusId={statusId}
          posinset={props.posinset}
          setsize={props.setsize}
          lead={line}
        />
      </div>
    )
  }
  return (
    <article
      className={`notification${unseen}`}
      data-notification-type={notification.type}
      data-open-path={openPath}
      aria-label={label}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
    >
      {line}
      {statusId !== null && <StatusPreview account={account} statusId={statusId} />}
      {notification.type === 'move' && notification.target_id !== null && (
        <MoveTarget account={account} targetId={notification.target_id} restricted={restricted} />
      )}
      {notification.type === 'follow_request' && (
        <FollowRequestButtons
          account={account}
          userId={actorId}
          viewerId={env.viewer?.id ?? null}
          notificationId={notification.id}
        />
      )}
      {notification.report_id !== null && (
        <ReportDetail account={account} reportId={notification.report_id} />
      )}
    </article>
  )
}
