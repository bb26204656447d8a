/** A value a form or query parameter can take; arrays and nested records use Rails-style keys. */
export type ParamValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Blob
  | readonly ParamValue[]
  | { readonly [key: string]: ParamValue }

export type Params = Readonly<Record<string, ParamValue>>

/**
 * Flattens params the way Phoenix (and Rails) read them: `media_ids[]=1`, `poll[options][]=a`,
 * `poll[expires_in]=600`. Undefined and null are left out, so optional fields can be passed as
 * they are.
 */
export function flattenParams(params: Params): [string, string | Blob][] {
  const out: [string, string | Blob][] = []
  const visit = (key: string, value: ParamValue): void => {
    if (value === undefined || value === null) return
    if (typeof value === 'string') out.push([key, value])
    else if (typeof value === 'number' || typeof value === 'boolean') out.push([key, String(value)])
    else if (value instanceof Blob) out.push([key, value])
    else if (isArray(value)) for (const item of value) visit(`${key}[]`, item)
    else for (const [child, item] of Object.entries(value)) visit(`${key}[${child}]`, item)
  }
  for (const [key, value] of Object.entries(params)) visit(key, value)
  return out
}

function isArray(value: ParamValue): value is readonly ParamValue[] {
  return Array.isArray(value)
}

export function toSearchParams(params: Params): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of flattenParams(params)) {
    // A Blob has no place in a query string or urlencoded body; skip it rather than send "[object Blob]".
    if (typeof value === 'string') search.append(key, value)
  }
  return search
}

export function toFormData(params: Params): FormData {
  const form = new FormData()
  for (const [key, value] of flattenParams(params)) form.append(key, value)
  return form
}
