import { useAtomValue } from 'jotai'
import { useIntl, type IntlShape } from 'react-intl'
import { resolveColumn } from '../../columns/registry'
import type { AnyColumnKind, ColumnParams, TitleNames } from '../../columns/types'
import type { User } from '../entities'
import { useUser } from '../state/hooks'
import { accountListsAtom, useAccountLists, type AccountLists } from '../state/lists'

export type ResolvedColumn =
  | { ok: true; kind: AnyColumnKind; params: ColumnParams; title: string }
  | { ok: false; title: string }

/** The names an account's columns may show in their titles: its lists' titles, once known. */
export function titleNamesOf(
  lists: ReadonlyMap<string, AccountLists>,
  account: string | undefined,
): TitleNames {
  const known = account === undefined ? undefined : lists.get(account)?.lists
  return { listTitle: (id) => known?.find((list) => list.id === id)?.title }
}

/** The column's kind, validated params and its title (the name of its landmark). */
export function resolveTitledColumn(
  intl: IntlShape,
  kindId: string,
  params: unknown,
  user?: User,
  names?: TitleNames,
): ResolvedColumn {
  const resolved = resolveColumn(kindId, params)
  if (!resolved.ok) return { ok: false, title: kindId }
  const { descriptor, values } = resolved.kind.title(resolved.params, user, names)
  return { ...resolved, title: intl.formatMessage(descriptor, values) }
}

/**
 * The column's title, with the name of the account it names once the account's cache has it,
 * and a list's title: a kind whose title names a list keeps the account's lists fresh while the
 * column shows.
 */
export function useResolvedColumn(
  kindId: string,
  params: unknown,
  account?: string,
): ResolvedColumn {
  const intl = useIntl()
  const resolved = resolveColumn(kindId, params)
  const userId = resolved.ok ? resolved.kind.titleUser?.(resolved.params) : undefined
  const user = useUser(account ?? '', account === undefined ? undefined : userId)
  const needsLists = resolved.ok && resolved.kind.titleNames?.includes('lists') === true
  useAccountLists(needsLists && account !== undefined ? account : null)
  const lists = useAtomValue(accountListsAtom)
  return resolveTitledColumn(intl, kindId, params, user, titleNamesOf(lists, account))
}
