import { atom } from 'jotai'
import type { ReactNode } from 'react'

/** What the card shows in its admin tools slot: the account and whose cache it reads. */
export interface AdminToolsProps {
  accountKey: string
  userId: string
}

/**
 * The user card's slot for the admin tools (spec 3 §4 "Admin toggles", the moderation work):
 * empty until that work sets what to render there, e.g. `(props) => <AdminTools {...props} />`.
 * The card shows it to admins only.
 */
export const userCardAdminToolsAtom = atom<{
  render: (props: AdminToolsProps) => ReactNode
} | null>(null)
