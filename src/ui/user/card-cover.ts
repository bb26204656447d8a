import { createContext, useContext, useEffect } from 'react'

/**
 * A dialog opened from inside the card (a confirmation, the mute duration, the avatar viewer)
 * sits in the modal layer, under the popover layer: the card steps aside while one is open.
 * Outside a card (the profile header) nothing needs to.
 */
export const CardCoverContext = createContext<((covered: boolean) => void) | null>(null)

export function useCoversCard(open: boolean): void {
  const cover = useContext(CardCoverContext)
  useEffect(() => {
    if (!cover || !open) return undefined
    cover(true)
    return () => {
      cover(false)
    }
  }, [cover, open])
}
