import { useIntl, type IntlShape } from 'react-intl'
import { resolveColumn } from '../../columns/registry'
import type { AnyColumnKind, ColumnParams } from '../../columns/types'

export type ResolvedColumn =
  | { ok: true; kind: AnyColumnKind; params: ColumnParams; title: string }
  | { ok: false; title: string }

/** The column's kind, validated params and its title (the name of its landmark). */
export function resolveTitledColumn(
  intl: IntlShape,
  kindId: string,
  params: unknown,
): ResolvedColumn {
  const resolved = resolveColumn(kindId, params)
  if (!resolved.ok) return { ok: false, title: kindId }
  const { descriptor, values } = resolved.kind.title(resolved.params)
  return { ...resolved, title: intl.formatMessage(descriptor, values) }
}

export function useResolvedColumn(kindId: string, params: unknown): ResolvedColumn {
  return resolveTitledColumn(useIntl(), kindId, params)
}
