import { createContext, useContext, type ReactNode } from 'react'
import type { Emoji, InstanceConfig, Visibility } from '../../entities'
import type { ComposerActions } from '../../state/post-status'

/** What of the signed-in user the composer reads (spec 2 §3 "Current user"). */
export interface ComposerViewer {
  id: string
  screen_name: string
  locked: boolean
  default_scope: Visibility | null
}

/** What of the instance the composer reads (spec 2 §3 "Instance values read"). */
export type ComposerInstance = Pick<
  InstanceConfig,
  'textlimit' | 'uploadlimit' | 'pollLimits' | 'pollsAvailable' | 'postFormats' | 'safeDM'
> & {
  /** Attachments per status; Akkoma and Mastodon allow 4 unless configured. */
  fileLimit?: number
}

export interface ComposerEnvironment {
  /** Post, preview, upload and edit source of this account (src/state/post-status.ts). */
  actions: ComposerActions
  /** Whose settings, drafts and recent emoji ("nick@host"). */
  accountKey: string
  viewer: ComposerViewer
  instance: ComposerInstance
  /** The instance's custom emoji, for the picker and `:` autocomplete. */
  customEmoji: readonly Emoji[]
  /** Stickers load only when their tab opens. */
  loadStickers?: () => Promise<Emoji[]>
  /** A picked sticker is attached as media: this fetches its image as a file. */
  stickerFile?: (sticker: Emoji) => Promise<File>
}

export const defaultFileLimit = 4

const ComposerEnvContext = createContext<ComposerEnvironment | null>(null)

export function ComposerEnvironmentProvider(props: {
  value: ComposerEnvironment
  children: ReactNode
}) {
  return (
    <ComposerEnvContext.Provider value={props.value}>{props.children}</ComposerEnvContext.Provider>
  )
}

export function useComposerEnv(): ComposerEnvironment {
  const env = useContext(ComposerEnvContext)
  if (env === null) throw new Error('Composer needs a ComposerEnvironmentProvider above it')
  return env
}
