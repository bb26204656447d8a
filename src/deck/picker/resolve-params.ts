import type { AnyColumnKind, ColumnParams } from '../../../columns/types'
import { lookupAccount, type LoadTarget } from '../../state/loaders'

export type FieldValues = Record<string, string>

/** Turns what was typed into the kind's params: tags split, an account handle looked up. */
export async function paramsFromFields(
  kind: AnyColumnKind,
  values: FieldValues,
  target: LoadTarget,
): Promise<{ ok: true; params: ColumnParams } | { ok: false; notFound: string }> {
  const params: ColumnParams = {}
  for (const field of kind.fields) {
    const value = (values[field.name] ?? '').trim()
    if (field.input === 'tags') {
      params[field.name] = value.split(/[\s,]+/).filter(Boolean)
    } else if (field.input === 'account') {
      if (!value) continue
      try {
        const account = await lookupAccount(target, value)
        params[field.name] = account.id
        params.name = account.screen_name
      } catch {
        return { ok: false, notFound: value }
      }
    } else if (value) {
      params[field.name] = value
    }
  }
  // The list select also records the list's title, for the column's name.
  if (kind.fields.some((field) => field.input === 'list') && values.title)
    params.title = values.title
  return { ok: true, params }
}
