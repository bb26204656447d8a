import { atom } from 'jotai'
import type { ReactNode } from 'react'

/** A column drawn as the deck draws it, around `children`, to be looked at only. */
export interface ColumnPictureProps {
  title: string
  children: ReactNode
}

/**
 * The deck's column frame, for screens below the deck that show a column as a picture (the
 * theme editor's preview). The deck sets it; without the deck it is null and they draw none.
 */
export const columnFrameSlotAtom = atom<{
  render: (props: ColumnPictureProps) => ReactNode
} | null>(null)
