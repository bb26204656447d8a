/**
 * Phoenix merges the query string, JSON, urlencoded and multipart bodies into one params map and
 * reads `a[b][]` keys as nested structures; Akkoma-FE relies on all of it. This does the same.
 */
export type ParamValue = string | File | ParamValue[] | { [key: string]: ParamValue }
export type ParamMap = Record<string, ParamValue>

function setPath(target: ParamMap, key: string, value: ParamValue): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  const segments = match?.[1]
    ? [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '')]
    : [key]
  let node: ParamMap | ParamValue[] = target
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1
    const nextIsPush = segments[i + 1] === ''
    if (Array.isArray(node)) {
      if (last) node.push(value)
      else {
        const child: ParamMap | ParamValue[] = nextIsPush ? [] : {}
        node.push(child)
        node = child
      }
      return
    }
    if (last) {
      node[segment] = value
      return
    }
    const existing: ParamValue | undefined = node[segment]
    if (existing !== undefined && typeof existing === 'object' && !(existing instanceof File)) {
      node = existing
    } else {
      const child: ParamMap | ParamValue[] = nextIsPush ? [] : {}
      node[segment] = child
      node = child
    }
  })
}

export function fromPairs(pairs: Iterable<[string, string | File]>, into: ParamMap = {}): ParamMap {
  for (const [key, value] of pairs) setPath(into, key, value)
  return into
}

function fromJson(value: unknown): ParamValue | undefined {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.flatMap((v) => fromJson(v) ?? [])
  if (typeof value === 'object') {
    const out: ParamMap = {}
    for (const [k, v] of Object.entries(value)) {
      const converted = fromJson(v)
      if (converted !== undefined) out[k] = converted
    }
    return out
  }
  return undefined
}

export function mergeJson(into: ParamMap, json: unknown): ParamMap {
  const converted = fromJson(json)
  if (
    converted &&
    typeof converted === 'object' &&
    !Array.isArray(converted) &&
    !(converted instanceof File)
  )
    Object.assign(into, converted)
  return into
}

const TRUE = new Set(['true', '1', 'on', 'yes'])
const FALSE = new Set(['false', '0', 'off', 'no', ''])

/** Typed reads over the merged params; BooleanLike the way Akkoma's OpenAPI casts it. */
export class Params {
  constructor(readonly raw: ParamMap) {}

  has(key: string): boolean {
    return this.raw[key] !== undefined
  }

  str(key: string): string | undefined {
    const v = this.raw[key]
    if (typeof v === 'string') return v
    if (Array.isArray(v) && typeof v[0] === 'string') return v[0]
    return undefined
  }

  bool(key: string): boolean | undefined {
    const v = this.str(key)?.toLowerCase()
    if (v === undefined) return undefined
    if (TRUE.has(v)) return true
    if (FALSE.has(v)) return false
    return undefined
  }

  /** An integer, `undefined` when absent, NaN when present but not a whole number. */
  int(key: string): number | undefined {
    const v = this.str(key)
    if (v === undefined || v === '') return undefined
    return /^-?\d+$/.test(v.trim()) ? Number(v) : NaN
  }

  strs(key: string): string[] {
    const v = this.raw[key] ?? this.raw[`${key}[]`]
    if (v === undefined) return []
    if (typeof v === 'string') return v === '' ? [] : [v]
    if (v instanceof File) return []
    const values = Array.isArray(v) ? v : Object.values(v)
    return values.filter((x): x is string => typeof x === 'string')
  }

  obj(key: string): Params {
    const v = this.raw[key]
    return new Params(
      v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof File) ? v : {},
    )
  }

  list(key: string): Params[] {
    const v = this.raw[key]
    if (!v || typeof v !== 'object' || v instanceof File) return []
    const values = Array.isArray(v) ? v : Object.values(v)
    return values.flatMap((x) =>
      x && typeof x === 'object' && !Array.isArray(x) && !(x instanceof File)
        ? [new Params(x)]
        : [],
    )
  }

  file(key: string): File | undefined {
    const v = this.raw[key]
    return v instanceof File ? v : undefined
  }
}
