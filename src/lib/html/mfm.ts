// Misskey markdown (MFM) as Akkoma sends it: the server renders `$[name.attr=value content]` as
// `<span class="mfm-name" data-mfm-attr="value">` (FEP-c16b), older posts as
// `<span class="mfm _mfm_name_">`. Only the fixed function names survive, and only the
// attributes each function reads, each checked against a strict pattern and a range and
// rewritten in a canonical CSS form of our own. The renderer turns them into fixed classes and
// CSS custom properties; no text the server wrote reaches a class or a style.
import { MFM_FLAGS, MFM_NAMES, MFM_VALUES } from './tree'
import type { MfmFlag, MfmName, MfmValueName, SafeMfm } from './tree'

type ValueKind = 'speed' | 'delay' | 'deg' | 'offset' | 'factor' | 'color' | 'px' | 'borderStyle'
type AttrKind = ValueKind | 'flag'

const ANIMATED = { speed: 'speed', delay: 'delay' } as const

/** What each function reads; every other `data-mfm-*` attribute is dropped. */
const FUNCTION_ATTRS: Record<MfmName, Readonly<Record<string, AttrKind>>> = {
  tada: ANIMATED,
  jelly: ANIMATED,
  twitch: ANIMATED,
  shake: ANIMATED,
  jump: ANIMATED,
  bounce: ANIMATED,
  rainbow: ANIMATED,
  sparkle: ANIMATED,
  spin: { ...ANIMATED, left: 'flag', alternate: 'flag', x: 'flag', y: 'flag' },
  flip: { h: 'flag', v: 'flag' },
  font: { serif: 'flag', monospace: 'flag', cursive: 'flag', fantasy: 'flag' },
  rotate: { deg: 'deg' },
  position: { x: 'offset', y: 'offset' },
  scale: { x: 'factor', y: 'factor' },
  fg: { color: 'color' },
  bg: { color: 'color' },
  border: { color: 'color', width: 'px', radius: 'px', style: 'borderStyle', noclip: 'flag' },
  x2: {},
  x3: {},
  x4: {},
  blur: {},
  center: {},
  ruby: {},
  unixtime: {},
  plain: {},
}

/** Functions whose spans can be focused, so a keyboard can reveal them like a pointer. */
export const FOCUSABLE_MFM: ReadonlySet<MfmName> = new Set(['blur'])

/** Spans nested deeper than this inside other MFM spans lose their MFM (Misskey caps it too). */
export const MAX_MFM_DEPTH = 8

const NAME_SET: ReadonlySet<string> = new Set(MFM_NAMES)
const FLAG_SET: ReadonlySet<string> = new Set(MFM_FLAGS)
const VALUE_SET: ReadonlySet<string> = new Set(MFM_VALUES)
const BORDER_STYLES: ReadonlySet<string> = new Set([
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
  'hidden',
])

// Plain decimals only: no exponent, sign other than minus, hex, spaces, Infinity or NaN.
const DECIMAL = /^-?(?:\d{1,4}(?:\.\d{1,3})?|\.\d{1,3})$/
const TIME = /^(\d{1,5}(?:\.\d{1,3})?|\.\d{1,3})(ms|s)$/
const HEX = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i
// HTML splits class lists on ASCII whitespace only (String.split(/\s+/) also splits on NBSP).
const CLASS_SEPARATOR = /[\t\n\f\r ]+/
const LEGACY_MARKER = /^_mfm_([a-z0-9]+)_$/

function isName(value: string): value is MfmName {
  return NAME_SET.has(value)
}

function isFlag(value: string): value is MfmFlag {
  return FLAG_SET.has(value)
}

function isValueName(value: string): value is MfmValueName {
  return VALUE_SET.has(value)
}

function decimal(raw: string, limit: number): number | undefined {
  if (!DECIMAL.test(raw)) return undefined
  const n = Number(raw)
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined
}

/** Speeds under 0.2 s would flicker; over a minute is as good as still. */
function time(raw: string, min: number): string | undefined {
  const match = TIME.exec(raw)
  if (match === null) return undefined
  const ms = Number(match[1]) * (match[2] === 's' ? 1000 : 1)
  if (!Number.isFinite(ms) || ms < min || ms > 60_000) return undefined
  return `${String(Math.round(ms))}ms`
}

/** The canonical CSS form of a raw attribute value, or undefined when it is not valid. */
export function parseMfmValue(kind: ValueKind, raw: string): string | undefined {
  switch (kind) {
    case 'speed':
      return time(raw, 200)
    case 'delay':
      return time(raw, 0)
    case 'deg': {
      const n = decimal(raw, 360)
      return n === undefined ? undefined : `${String(n)}deg`
    }
    case 'offset': {
      const n = decimal(raw, 5)
      return n === undefined ? undefined : `${String(n)}em`
    }
    case 'factor': {
      const n = decimal(raw, 5)
      return n === undefined ? undefined : String(n)
    }
    case 'px': {
      const n = decimal(raw, 20)
      return n === undefined || n < 0 ? undefined : `${String(n)}px`
    }
    case 'color':
      return HEX.test(raw) ? `#${raw.toLowerCase()}` : undefined
    case 'borderStyle':
      return BORDER_STYLES.has(raw) ? raw : undefined
  }
}

/** The MFM function a class attribute names, FEP-c16b first, then the legacy marker. */
export function mfmNameOf(classAttribute: string | null): MfmName | undefined {
  if (classAttribute === null) return undefined
  const classes = classAttribute.split(CLASS_SEPARATOR)
  for (const c of classes) {
    const name = c.startsWith('mfm-') ? c.slice(4) : ''
    if (isName(name)) return name
  }
  if (!classes.includes('mfm')) return undefined
  for (const c of classes) {
    const name = LEGACY_MARKER.exec(c)?.[1] ?? ''
    if (isName(name)) return name
  }
  return undefined
}

/** A span's MFM function with its validated attributes, or undefined when it has none. */
export function readMfm(element: Element): SafeMfm | undefined {
  const name = mfmNameOf(element.getAttribute('class'))
  if (name === undefined) return undefined
  const flags: MfmFlag[] = []
  const values: SafeMfm['values'] = {}
  for (const [attr, kind] of Object.entries(FUNCTION_ATTRS[name])) {
    const raw = element.getAttribute(`data-mfm-${attr}`)
    if (raw === null) continue
    if (kind === 'flag') {
      if (raw === '' && isFlag(attr)) flags.push(attr)
      continue
    }
    const value = parseMfmValue(kind, raw)
    if (value !== undefined && isValueName(attr)) values[attr] = value
  }
  return { name, flags, values }
}

// What the canonical forms above look like; the renderer holds every value to these again, so a
// tree built anywhere else cannot carry a style either.
const CANONICAL: Record<ValueKind, RegExp> = {
  speed: /^\d{1,5}ms$/,
  delay: /^\d{1,5}ms$/,
  deg: /^-?\d{1,3}(?:\.\d{1,3})?deg$/,
  offset: /^-?\d(?:\.\d{1,3})?em$/,
  factor: /^-?\d(?:\.\d{1,3})?$/,
  px: /^\d{1,2}(?:\.\d{1,3})?px$/,
  color: /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/,
  borderStyle: /^(?:solid|dashed|dotted|double|groove|ridge|inset|outset|hidden)$/,
}

export interface MfmPresentation {
  /** `mfm`, `mfm-NAME` and one `mfm--FLAG` per flag. */
  classNames: string[]
  /** `--mfm-NAME` custom properties. */
  properties: [`--mfm-${MfmValueName}`, string][]
  focusable: boolean
}

/** Classes and custom properties for an MFM span, re-checked; undefined when it is not MFM. */
export function mfmPresentation(mfm: SafeMfm): MfmPresentation | undefined {
  if (!isName(mfm.name)) return undefined
  const attrs = FUNCTION_ATTRS[mfm.name]
  const classNames = ['mfm', `mfm-${mfm.name}`]
  for (const flag of new Set(mfm.flags)) {
    if (attrs[flag] === 'flag') classNames.push(`mfm--${flag}`)
  }
  const properties: MfmPresentation['properties'] = []
  for (const name of MFM_VALUES) {
    const value = mfm.values[name]
    const kind = attrs[name]
    if (value === undefined || kind === undefined || kind === 'flag') continue
    if (CANONICAL[kind].test(value)) properties.push([`--mfm-${name}`, value])
  }
  return { classNames, properties, focusable: FOCUSABLE_MFM.has(mfm.name) }
}
