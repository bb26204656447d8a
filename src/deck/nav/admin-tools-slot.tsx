import { useSetAtom } from 'jotai'
import { lazy, Suspense, useEffect } from 'react'
import { userCardAdminToolsAtom } from '../../ui/user/admin-tools-slot'

// The moderation tools load the first time a staff viewer opens a card.
const AdminTools = lazy(() => import('../../ui/moderation/AdminTools'))

/** Fill the user card's admin tools slot while a staff account is the active one. */
export function useAdminToolsSlot(staff: boolean): void {
  const set = useSetAtom(userCardAdminToolsAtom)
  useEffect(() => {
    if (!staff) return undefined
    set({
      render: (props) => (
        <Suspense fallback={null}>
          <AdminTools {...props} />
        </Suspense>
      ),
    })
    return () => {
      set(null)
    }
  }, [set, staff])
}
