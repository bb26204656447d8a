import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { Attachment, InstanceConfig, Status, User } from '../../entities'
import type { ComposerTarget } from '../../lib/composer/initial-draft'
import type { AccountKey } from '../../state/entity-cache'
import type { StatusActions } from '../../state/status-actions'

/** What of the instance the card reads (spec 2 §3 "Instance values read"). */
export type StatusInstance = Pick<
  InstanceConfig,
  | 'server'
  | 'editingAvailable'
  | 'translationEnabled'
  | 'defaultAvatar'
  | 'restrictedNicknames'
  | 'nsfwCensorImage'
  | 'quotingAvailable'
>

/** The composer's entry points: the card only calls these (the composer is another area). */
export interface ComposerCallbacks {
  onReply?: (status: Status) => void
  onQuote?: (status: Status) => void
  onEdit?: (status: Status) => void
  onRedraft?: (status: Status) => void
  /** Start a reply mentioning the author (keyboard "mention"). */
  onMention?: (user: User) => void
  /**
   * The composer drawn under a card for its reply or quote, when the card sits in a deck column.
   * Without it (or outside a column: popover, modal) reply and quote use onReply / onQuote.
   */
  InlineComposer?: ComponentType<InlineComposerProps>
}

export interface InlineComposerProps {
  /** Whose composer ("nick@host"), the environment's accountKey. */
  account: string
  /** A reply or quote target (replyTarget / quoteTarget). */
  target: ComposerTarget
  /** Cancel, Escape or a post: the card closes it and puts focus back on its button. */
  onDone: (reason: 'cancel' | 'posted') => void
}

export interface StatusEnvironment extends ComposerCallbacks {
  /** Whose entity cache and settings the cards read. */
  accountKey: AccountKey
  /** The signed-in user, or null for a visitor. */
  viewer: User | null
  instance: StatusInstance
  /** The account's status actions (src/state/status-actions.ts); tests pass fakes. */
  actions: StatusActions
  /** Open the report dialog (moderation area); the item is hidden without it. */
  onReport?: (status: Status, author: User | undefined) => void
  /** Open the emoji picker to react; without it a small built-in set is offered. */
  onPickReaction?: (status: Status, choose: (emoji: string) => void) => void
  /** Replace the built-in media viewer (e.g. the deck's modal layer). */
  onOpenMedia?: (attachments: Attachment[], index: number) => void
  /** Navigate (profile, conversation); defaults to the router. */
  navigate?: (path: string) => void
}

const StatusEnvContext = createContext<StatusEnvironment | null>(null)

export function StatusEnvironmentProvider(props: {
  value: StatusEnvironment
  children: ReactNode
}) {
  return <StatusEnvContext.Provider value={props.value}>{props.children}</StatusEnvContext.Provider>
}

export function useStatusEnv(): StatusEnvironment {
  const env = useContext(StatusEnvContext)
  if (env === null) throw new Error('StatusCard needs a StatusEnvironmentProvider above it')
  return env
}

/**
 * Which inline composer is open under the card (null: none), or undefined where the card cannot
 * open one (outside a column). Its own context, so a card finding its column on mount re-renders
 * only the action bar that reads it.
 */
const InlineComposerOpenContext = createContext<'reply' | 'quote' | null | undefined>(undefined)

export const InlineComposerOpenProvider = InlineComposerOpenContext.Provider

export function useInlineComposerOpen(): 'reply' | 'quote' | null | undefined {
  return useContext(InlineComposerOpenContext)
}
