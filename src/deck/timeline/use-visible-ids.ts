import { useStore } from 'jotai'
import { useMemo } from 'react'
import { getAccountCache, readEntity } from '../../state/entity-cache'
import { hasActiveFilters, passesColumnFilters, type CompiledFilters } from './column-filters'

/** The shown ids this column's own filters let through (all of them when none is set). */
export function useVisibleIds(
  accountKey: string,
  shown: readonly string[],
  filters: CompiledFilters,
): readonly string[] {
  const store = useStore()
  return useMemo(() => {
    if (!hasActiveFilters(filters)) return shown
    const cache = getAccountCache(store, accountKey)
    const lookup = {
      status: (id: string) => readEntity(cache, 'statuses', id),
      user: (id: string) => readEntity(cache, 'users', id),
    }
    return shown.filter((id) => {
      const status = lookup.status(id)
      return status === undefined || passesColumnFilters(status, filters, lookup)
    })
  }, [store, accountKey, shown, filters])
}
