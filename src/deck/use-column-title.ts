import { useIntl, type IntlShape } from 'react-intl'
import { resolveColumn } from '../../columns/registry'
import type { AnyColumnKind, ColumnParams } from '../../columns/types'
import type { User } from '../entities'
import { useUser } from '../state/hooks'

export type ResolvedColumn =
  | { ok: true; kind: AnyColumnKind; params: ColumnParams; title: string }
  | { ok: false; title: string }

/** The column's kind, validated params and its title (the name of its landmark). */
export function resolveTitledColumn(
  intl: IntlShape,
  kindId: string,
  params: unknown,
  user?: User,
): ResolvedColumn {
  const resolved = resolveColumn(kindId, params)
  if (!resolved.ok) return { ok: false, title: kindId }
  const { descriptor, values } = resolved.kind.title(resolved.params, user)
  return { ...resolved, title: intl.formatMessage(descriptor, values) }
}

/** The column's title, with the name of the account it names once the account's cache has it. */
export function useResolvedColumn(
  kindId: string,
  params: unknown,
  account?: string,
): ResolvedColumn {
  const intl = useIntl()
  const resolved = resolveColumn(kindId, params)
  const userId = resolved.ok ? resolved.kind.titleUser?.(resolved.params) : undefined
  const user = useUser(account ?? '', account === undefined ? undefined : userId)
  return resolveTitledColumn(intl, kindId, params, user)
}
