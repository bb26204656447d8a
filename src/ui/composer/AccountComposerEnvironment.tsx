import { useAtomValue } from 'jotai'
import { useMemo, type ReactNode } from 'react'
import type { ApiClient } from '../../api/client'
import { uploadMediaWithProgress } from '../../api/upload-progress'
import { customEmojiAtom, instanceConfigAtom } from '../../state/instance'
import type { Emoji, User } from '../../entities'
import { normalizePleromaEmojiMap } from '../../entities/normalize-emoji'
import { postScopeOf } from '../../lib/composer/scopes'
import { ComposerEnvironmentProvider, type ComposerEnvironment } from './composer-env'

interface Props {
  accountKey: string
  /** The account's client (the deck's useColumnClient). */
  client: ApiClient
  /** The signed-in user; the composer is not shown to visitors. */
  viewer: User
  loadStickers?: () => Promise<Emoji[]>
  stickerFile?: (sticker: Emoji) => Promise<File>
  children: ReactNode
}

/** The composer's environment for one signed-in account, from the booted instance's state. */
export function AccountComposerEnvironment(props: Props) {
  const { accountKey, client, viewer, loadStickers, stickerFile, children } = props
  const instance = useAtomValue(instanceConfigAtom)
  const emojiMap = useAtomValue(customEmojiAtom)
  const customEmoji = useMemo(
    () => normalizePleromaEmojiMap(emojiMap, instance.server),
    [emojiMap, instance.server],
  )
  const value = useMemo<ComposerEnvironment>(
    () => ({
      client,
      accountKey,
      viewer: {
        id: viewer.id,
        screen_name: viewer.screen_name,
        locked: viewer.locked,
        default_scope: viewer.default_scope ? postScopeOf(viewer.default_scope) : null,
      },
      instance,
      customEmoji,
      uploadMedia: (file, options) => uploadMediaWithProgress(client, file, options),
      ...(loadStickers ? { loadStickers } : {}),
      ...(stickerFile ? { stickerFile } : {}),
    }),
    [client, accountKey, viewer, instance, customEmoji, loadStickers, stickerFile],
  )
  return <ComposerEnvironmentProvider value={value}>{children}</ComposerEnvironmentProvider>
}
