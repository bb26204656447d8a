import { useAtomValue, useStore } from 'jotai'
import { useMemo, type ReactNode } from 'react'
import { customEmojiAtom, instanceConfigAtom } from '../../state/instance'
import type { Emoji, User } from '../../entities'
import { normalizePleromaEmojiMap } from '../../entities/normalize-emoji'
import { postScopeOf } from '../../lib/composer/scopes'
import type { ActionContext } from '../../state/action-result'
import { createComposerActions } from '../../state/post-status'
import { ComposerEnvironmentProvider, type ComposerEnvironment } from './composer-env'

interface Props {
  accountKey: string
  /** The account's client (the deck's useColumnClient). */
  client: ActionContext['client']
  /** The signed-in user; the composer is not shown to visitors. */
  viewer: User
  loadStickers?: () => Promise<Emoji[]>
  stickerFile?: (sticker: Emoji) => Promise<File>
  children: ReactNode
}

/** The composer's environment for one signed-in account, from the booted instance's state. */
export function AccountComposerEnvironment(props: Props) {
  const { accountKey, client, viewer, loadStickers, stickerFile, children } = props
  const store = useStore()
  const instance = useAtomValue(instanceConfigAtom)
  const emojiMap = useAtomValue(customEmojiAtom)
  const customEmoji = useMemo(
    () => normalizePleromaEmojiMap(emojiMap, instance.server),
    [emojiMap, instance.server],
  )
  // Uploads go through XMLHttpRequest, the one way to report their bytes over HTTP/1.1.
  const actions = useMemo(
    () => createComposerActions({ store, accountKey, client }, { progressUploads: true }),
    [store, accountKey, client],
  )
  const value = useMemo<ComposerEnvironment>(
    () => ({
      actions,
      accountKey,
      viewer: {
        id: viewer.id,
        screen_name: viewer.screen_name,
        locked: viewer.locked,
        default_scope: viewer.default_scope ? postScopeOf(viewer.default_scope) : null,
      },
      instance,
      customEmoji,
      ...(loadStickers ? { loadStickers } : {}),
      ...(stickerFile ? { stickerFile } : {}),
    }),
    [actions, accountKey, viewer, instance, customEmoji, loadStickers, stickerFile],
  )
  return <ComposerEnvironmentProvider value={value}>{children}</ComposerEnvironmentProvider>
}
