import type { ComponentType } from 'react'
import type * as v from 'valibot'
import type { Status, User } from '../src/entities'
import type { MessageDescriptor, UserMessage } from '../src/i18n/define-messages'
import type { RouteName } from '../src/routes/route-table'
import type { TimelineSource } from '../src/state/feed-source'
import type { StatusFeedProps } from '../src/ui/timeline/status-feed'
import type { ColumnParams } from './params'

// A column kind is a folder of columns/ holding one definition of this shape. The deck knows
// none of them by name: it reads the registry, validates params with the kind's schema, asks
// the kind what to fetch and stream, links to the kind's focused route, and shows the kind's
// column on the routes the kind answers.

export type { ColumnParams }

/** A streaming subscription: Akkoma's stream name and its extra query args. */
export interface StreamSpec {
  stream: string
  params?: Readonly<Record<string, string>>
}

/** What a kind may know about the account a column reads from. */
export interface ColumnContext {
  userId: string | undefined
  nickname: string | undefined
}

/** One parameter the column picker asks for. */
export interface ParamField {
  name: string
  label: MessageDescriptor
  input: 'text' | 'tags' | 'list' | 'account' | 'status' | 'choice'
  choices?: readonly { value: string; label: MessageDescriptor }[]
}

/** A route of the route table that shows a column of this kind, focused. */
export interface KindRoute<P extends ColumnParams = ColumnParams> {
  route: RouteName
  /** Only when the location hash is this (without '#'): a profile's `#favorites` is its own kind. */
  hash?: string
  /**
   * A path param holding an account's nickname (`/:name`): the deck looks the account up and
   * calls `params` with the account's id in that param's place.
   */
  accountByName?: string
  /**
   * The column's params from the route's path params, hash (without '#') and query (`/search?
   * query=…`), before the kind's schema fills its defaults; undefined when they make no column.
   */
  params: (
    path: Readonly<Record<string, string>>,
    hash: string,
    query: URLSearchParams,
  ) => Partial<P> | undefined
}

/** What the deck knows by id, for a title that names a thing rather than its id. */
export interface TitleNames {
  /** A list's title, once the lists of the column's account are known. */
  listTitle: (listId: string) => string | undefined
}

interface KindBase<P extends ColumnParams> {
  id: string
  /** Name of the kind in the column picker. */
  label: MessageDescriptor
  icon: string
  /**
   * The column's title (its landmark's accessible name). `user` is the account `titleUser`
   * names, once the cache holds it (a profile is titled by its owner's name, never an id);
   * `names` what else the deck knows by id (a list's title).
   */
  title: (params: P, user?: User, names?: TitleNames) => UserMessage
  /** The account whose name the title shows, when it has one. */
  titleUser?: (params: P) => string | undefined
  /**
   * What else the title names by id: the deck keeps the column's account's lists fresh while
   * the column shows ('lists').
   */
  titleNames?: readonly 'lists'[]
  params: v.GenericSchema<unknown, P>
  fields: readonly ParamField[]
  signedInOnly: boolean
  /** A feature the instance must list (nodeinfo `metadata.features`) for the kind to be offered:
   * chats need `pleroma_chat_messages`. */
  feature?: string
  /** Only for admins and moderators: the picker does not offer it to others, and its body
   * refuses them (reports). */
  staffOnly?: boolean
  /** The routes that show this kind's column focused, full width (none: only in the deck). */
  routes: readonly KindRoute<P>[]
  /** The path that shows this column focused: one of `routes`, with its params (and hash). */
  focusedPath: (params: P, context: ColumnContext) => string
}

export interface TimelineKind<P extends ColumnParams = ColumnParams> extends KindBase<P> {
  body: 'timeline'
  source: (params: P, context: ColumnContext) => TimelineSource
  stream?: (params: P, context: ColumnContext) => StreamSpec | undefined
  pollIntervalMs: number
  /** Bookmarks keep the server's order; the rest are newest first. */
  order: 'newest-first' | 'server'
  /** User and media timelines accept statuses of their user only. */
  accepts?: (status: Status, params: P) => boolean
  /** Bookmarks and list timelines are emptied when the reader leaves them. */
  clearOnLeave: boolean
  /**
   * A strip above the feed (a tag's follow button), loaded on demand the first time such a
   * column shows.
   */
  banner?: () => Promise<{ default: ComponentType<ColumnBannerProps<P>> }>
  /** Under some params the kind shows a body of its own instead of its timeline (direct
   * messages read as conversations, with the plain timeline as the other choice). */
  alternate?: AlternateBody<P>
}

/** What a timeline kind's banner gets: the account the column reads as, and its params. */
export interface ColumnBannerProps<P extends ColumnParams = ColumnParams> {
  account: string
  params: P
}

export interface AlternateBody<P extends ColumnParams = ColumnParams> {
  when: (params: P) => boolean
  load: () => Promise<{ default: ComponentType<ColumnBodyProps<P>> }>
  scrollsItself?: boolean
}

/** A column whose body is its own component (a thread, notifications, reports, search). */
export interface ComponentKind<P extends ColumnParams = ColumnParams> extends KindBase<P> {
  body: 'component'
  load: () => Promise<{ default: ComponentType<ColumnBodyProps<P>> }>
  /** The body scrolls itself (a virtualised feed): the column gives it its height, no scroller. */
  scrollsItself?: boolean
}

export interface ColumnBodyProps<P extends ColumnParams = ColumnParams> {
  columnId: string
  account: string
  params: P
  focused: boolean
  /** The column's "live updates" setting. */
  streaming: boolean
  /** The row holding the column's reading focus (j/k move it), and the way to move it there. */
  focusedRowId: string | null
  onFocusRow: (id: string) => void
  /** Change the column's params from its body (a filter); absent where none are stored (a
   * focused view). */
  onParamsChange?: (params: P) => void
  /**
   * The deck's feed of status cards, for a body that shows one (a profile's tabs): it runs as
   * this column (its id, account, settings and reading focus) on the source given.
   */
  StatusTimeline?: ComponentType<StatusTimelineProps>
}

/** What a component body asks of the deck's status feed (a profile's tabs). */
export type StatusTimelineProps = StatusFeedProps

export type ColumnKind<P extends ColumnParams = ColumnParams> = TimelineKind<P> | ComponentKind<P>

/** Kinds are stored with their own param types; the registry holds them type-erased. */
export type AnyColumnKind = ColumnKind

export function defineKind<P extends ColumnParams>(kind: ColumnKind<P>): AnyColumnKind {
  return kind as unknown as AnyColumnKind
}
