import type { Notification } from '../../entities/notification'
import type { MessageDescriptor } from '../../i18n/define-messages'
import { routePath } from '../../routes/route-table'
import { notificationMessages as m } from './messages'

/** The sentence a notification reads as ({name} is its actor). */
export function sentenceOf(notification: Notification, viewerId: string | null): MessageDescriptor {
  switch (notification.type) {
    case 'mention':
      return m.mentioned
    case 'status':
      return m.posted
    case 'like':
      return m.liked
    case 'repeat':
      return m.repeated
    case 'pleroma:emoji_reaction':
      return m.reacted
    case 'follow':
      return m.followed
    case 'follow_request':
      return m.followRequest
    case 'move':
      return m.moved
    case 'poll':
      // Voters hear of the author's poll; the author of their own.
      return viewerId !== null && notification.from_profile_id === viewerId
        ? m.pollEndedOwn
        : m.pollEnded
    case 'update':
      return m.updated
    case 'pleroma:report':
      return m.reported
  }
}

export function statusPath(statusId: string): string {
  return routePath('conversation', { id: statusId })
}
