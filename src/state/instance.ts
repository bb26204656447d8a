import { atom, useAtomValue } from 'jotai'
import type { ApiPleromaEmojiMap } from '../api/wire'
import { assembleInstanceConfig, type InstanceConfig } from '../entities'

/** `landing`: routing may start (instance and nodeinfo in); `ready`: every configuration piece in. */
export type BootStatus = 'loading' | 'landing' | 'ready'

export const bootStatusAtom = atom<BootStatus>('loading')

/** The config of the instance the app is served from; defaults until boot has loaded it. */
export const instanceConfigAtom = atom<InstanceConfig>(
  assembleInstanceConfig({
    server: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  }),
)

export const customEmojiAtom = atom<ApiPleromaEmojiMap>({})
export const stickersAtom = atom<Record<string, string>>({})

/** The bubble timeline exists only where the instance lists local bubble instances. */
export const bubbleAvailableAtom = atom(
  (get) => get(instanceConfigAtom).localBubbleInstances.length > 0,
)

/** Pleroma's chats exist only where the instance lists them among its features. */
export const chatsAvailableAtom = atom((get) =>
  get(instanceConfigAtom).features.includes('pleroma_chat_messages'),
)

/** Which timelines a visitor (signed out) may open; private mode closes the rest of the nav. */
export const visitorTimelinesAtom = atom((get) => {
  const config = get(instanceConfigAtom)
  const visibility = config.publicTimelineVisibility
  return {
    local: visibility.local,
    federated: visibility.federated,
    bubble: visibility.bubble && config.localBubbleInstances.length > 0,
  }
})

export function useInstanceConfig(): InstanceConfig {
  return useAtomValue(instanceConfigAtom)
}
