import { useAtomValue } from 'jotai'
import { useIntl, type IntlShape } from 'react-intl'
import { resolveColumn } from '../../columns/registry'
import type { AnyColumnKind, ColumnParams, TitleNames } from '../../columns/types'
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

const noNames: TitleNames = { listTitle: () => undefined }

/** The column's kind, validated params and its title (the name of its landmark). */
export function resolveTitledColumn(
  intl: IntlShape,
  kindId: string,
  params: unknown,
  names: TitleNames = noNames,
): ResolvedColumn {
  const resolved = resolveColumn(kindId, params)
  if (!resolved.ok) return { ok: false, title: kindId }
  const { descriptor, values } = resolved.kind.title(resolved.params, names)
  return { ...resolved, title: intl.formatMessage(descriptor, values) }
}

/**
 * The column's kind, params and title as the account it reads from names it: a kind whose
 * title names a list keeps that account's lists fresh while the column shows.
 */
export function useResolvedColumn(
  kindId: string,
  params: unknown,
  account: string,
): ResolvedColumn {
  const intl = useIntl()
  const resolved = resolveColumn(kindId, params)
  const needsLists = resolved.ok && resolved.kind.titleNames?.includes('lists') === true
  useAccountLists(needsLists ? account : null)
  const lists = useAtomValue(accountListsAtom)
  return resolveTitledColumn(intl, kindId, params, titleNamesOf(lists, account))
}
