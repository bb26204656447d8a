// Every timing and size the state layer and the columns obey, in one place (spec 1 section 4 and
// section 9, spec 3 section 9). Columns and the deck read these; nothing repeats a literal.

/** Older statuses load when the reader is this close to the bottom of a column. */
export const OLDER_LOAD_DISTANCE_PX = 750
/** An older-page fetch starts at most this often per column. */
export const OLDER_FETCH_THROTTLE_MS = 1000
/** Clicks in a column are ignored this long after new statuses were shown, so a tap meant for
 * one status does not land on another that just moved under the finger. */
export const CLICK_BLOCK_MS = 1000
/** Statuses left visible after "show new" (the rest stays fetchable as older pages). */
export const VISIBLE_AFTER_SHOW_NEW = 50
/** A newer-than fetch this large may have skipped statuses: the button turns into reload. */
export const FLUSH_THRESHOLD = 20
/** Items asked for per page (the server clamps above 40). */
export const PAGE_LIMIT = 20
/** A row's height before it is measured: about a card's median (cards measure 105-330 px in a
 * deck column). Much lower, a column's first render builds half again as many cards as it
 * shows, and lays them out, before the measurements trim them. */
export const VIRTUAL_ROW_ESTIMATE_PX = 160

/** Polling while no live stream serves a column (or streaming is off). */
export const POLL_INTERVAL_MS = {
  timeline: 20_000,
  lists: 240_000,
  notifications: 20_000,
  announcements: 60_000,
  /** Spec 1 section 9's "separate 300 s timer": announcements while the stream is up. */
  announcementsWhileStreaming: 300_000,
  reports: 60_000,
  trackedPoll: 30_000,
} as const

/** Spec 2 section 9: a notifications list shows every unseen notification and this many seen
 * ones at first; each "load more" shows this many more seen ones before asking the server. */
export const NOTIFICATIONS_SEEN_SHOWN = { initial: 30, step: 20 } as const
/** Spec 2 section 9: relative times on notifications refresh this often. */
export const NOTIFICATION_TIME_REFRESH_MS = 240_000

/** Beyond the spec: when stream frames cannot be read, the columns on that stream fetch what
 * they carried at most this often. */
export const LOST_FRAME_CATCH_UP_MS = 1000

/** Global notices disappear after this long unless dismissed. */
export const NOTICE_TIMEOUT_MS = 5000
/** Desktop notifications stay silent this long after a streaming login. */
export const STREAM_NOTIFICATION_SILENCE_MS = 10_000

/** Beyond the spec: how many ids a column keeps below the row being read before dropping the
 * rest (they are refetched as older pages), so a long session does not grow without bound. */
export const COLUMN_WINDOW_BELOW = 200
/** Beyond the spec: hard cap of ids one column holds, whatever the reader does. */
export const COLUMN_MAX_IDS = 2000
