// What the card asks of the world, as one interface: the deck wires it to the state layer
// (createStatusHandlers below does that), tests pass fakes. Every call resolves, never throws:
// failures come back as a user-facing message the card shows on the status.
import type { StatusEdit, Translation } from '../../entities'
import type { UserMessage } from '../../i18n/define-messages'

export type HandlerResult<T = undefined> =
  { ok: true; value: T } | { ok: false; error: UserMessage }

export interface TranslationLanguage {
  code: string
  name: string
}

export interface ThreadIds {
  ancestors: string[]
  descendants: string[]
}

export interface StatusHandlers {
  favourite: (id: string, on: boolean) => Promise<HandlerResult>
  repeat: (id: string, on: boolean) => Promise<HandlerResult>
  bookmark: (id: string, on: boolean) => Promise<HandlerResult>
  react: (id: string, emoji: string, on: boolean) => Promise<HandlerResult>
  pin: (id: string, on: boolean) => Promise<HandlerResult>
  muteThread: (id: string, on: boolean) => Promise<HandlerResult>
  remove: (id: string) => Promise<HandlerResult>
  translate: (id: string, language: string) => Promise<HandlerResult<Translation>>
  translationLanguages: () => Promise<HandlerResult<TranslationLanguage[]>>
  history: (id: string) => Promise<HandlerResult<StatusEdit[]>>
  /** Fetch the favouriting / repeating users into the cache; resolves with their ids. */
  favouritedBy: (id: string) => Promise<HandlerResult<string[]>>
  rebloggedBy: (id: string) => Promise<HandlerResult<string[]>>
  /** Fetch one status into the cache (popover, quote, conversation). */
  fetchStatus: (id: string) => Promise<HandlerResult>
  /** Fetch a thread into the cache: ids of ancestors (oldest first) and descendants. */
  fetchContext: (id: string) => Promise<HandlerResult<ThreadIds>>
  vote: (pollId: string, choices: number[]) => Promise<HandlerResult>
  refreshPoll: (pollId: string) => Promise<HandlerResult>
  /** Custom reaction images of a Misskey-style host (POST {host}/api/notes/show). */
  remoteReactionEmojis?: (
    host: string,
    noteId: string,
  ) => Promise<HandlerResult<Record<string, string>>>
  /** Whether the image at this URL is animated (GIF, WEBP, APNG), from its first bytes. */
  probeAnimation?: (url: string) => Promise<boolean>
}
