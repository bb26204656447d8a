// What the user's settings add to a timeline's query (spec 1 section 7, spec 3 section 7):
// reply_visibility when it is not "all" (the API layer sends it only for the home, public and
// bubble timelines of a signed-in account), and with_muted so that posts of muted people come
// and fold into a "muted post" row, unless they are to be hidden entirely anyway.

import type { TimelineQuery } from '../api/timelines'
import type { Settings } from '../settings/defaults'

export type TimelineSettingsQuery = Pick<TimelineQuery, 'withMuted' | 'replyVisibility'>

export function timelineQueryFor(
  settings: Pick<Settings, 'replyVisibility' | 'hideMutedPosts'>,
): TimelineSettingsQuery {
  return {
    ...(settings.hideMutedPosts ? {} : { withMuted: true }),
    ...(settings.replyVisibility !== 'all' ? { replyVisibility: settings.replyVisibility } : {}),
  }
}
