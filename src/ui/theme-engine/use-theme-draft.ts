import { useCallback, useMemo, useState } from 'react'
import { textPairs } from '../theme/looks'
import { AA, contrast, nearestReadable, nearestReadableOnAll } from './colour'
import { emptySource, resolveTheme, type ResolvedTheme, type ThemeSource } from './resolve'
import type { ColourSlot } from './slots'

export interface LowPair {
  text: ColourSlot
  background: ColourSlot
  ratio: number
}

type Group = 'opacity' | 'radii' | 'fonts' | 'shadows'
type GroupValue<G extends Group> = NonNullable<ThemeSource[G][keyof ThemeSource[G]]>

export interface ThemeDraft {
  source: ThemeSource
  resolved: ResolvedTheme
  low: LowPair[]
  setName: (name: string) => void
  setColour: (slot: ColourSlot, value: string | undefined) => void
  setValue: <G extends Group>(
    group: G,
    slot: keyof ThemeSource[G],
    value: GroupValue<G> | undefined,
  ) => void
  /** Nudges the text colour of a pair to the nearest that reaches AA on its background. */
  fix: (pair: LowPair) => void
  /** Every text colour below AA nudged to reach it on all its backgrounds below AA. */
  fixAll: () => void
  replace: (source: ThemeSource) => void
  resetAll: () => void
}

function without<T extends object>(record: T, key: keyof T): T {
  return Object.fromEntries(Object.entries(record).filter(([name]) => name !== key)) as T
}

function lowPairs(resolved: ResolvedTheme): LowPair[] {
  const out: LowPair[] = []
  for (const [text, background] of textPairs) {
    const all: Partial<Record<string, string>> = resolved.colors
    const a = all[text]
    const b = all[background]
    if (a === undefined || b === undefined) continue
    const ratio = contrast(a, b)
    if (ratio < AA)
      out.push({ text: text as ColourSlot, background: background as ColourSlot, ratio })
  }
  return out
}

/** The theme being edited: its source, what it resolves to, and its pairs below AA. */
export function useThemeDraft(initial: ThemeSource): ThemeDraft {
  const [source, setSource] = useState(initial)
  const resolved = useMemo(() => resolveTheme(source), [source])
  const low = useMemo(() => lowPairs(resolved), [resolved])
  const setColour = useCallback((slot: ColourSlot, value: string | undefined) => {
    setSource((current) => ({
      ...current,
      colors:
        value === undefined ? without(current.colors, slot) : { ...current.colors, [slot]: value },
    }))
  }, [])
  const setValue = useCallback(
    <G extends Group>(group: G, slot: keyof ThemeSource[G], value: GroupValue<G> | undefined) => {
      setSource((current) => ({
        ...current,
        [group]:
          value === undefined
            ? without(current[group], slot)
            : { ...current[group], [slot]: value },
      }))
    },
    [],
  )
  const fix = useCallback(
    (pair: LowPair) => {
      setColour(
        pair.text,
        nearestReadable(resolved.colors[pair.text], resolved.colors[pair.background], AA),
      )
    },
    [resolved, setColour],
  )
  const fixAll = useCallback(() => {
    const backgrounds = new Map<ColourSlot, string[]>()
    for (const pair of low) {
      backgrounds.set(pair.text, [
        ...(backgrounds.get(pair.text) ?? []),
        resolved.colors[pair.background],
      ])
    }
    setSource((current) => {
      const colors = { ...current.colors }
      for (const [text, on] of backgrounds)
        colors[text] = nearestReadableOnAll(resolved.colors[text], on, AA)
      return { ...current, colors }
    })
  }, [low, resolved])
  return {
    source,
    fixAll,
    resolved,
    low,
    setName: (name) => setSource((current) => ({ ...current, name })),
    setColour,
    setValue,
    fix,
    replace: setSource,
    resetAll: () => setSource(emptySource()),
  }
}
