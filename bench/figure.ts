// The shape every benchmark module returns, and the table line of /work/shared/BENCH.md.

export interface Budget {
  /** `max`: the value must not exceed the limit; `min`: it must reach it. */
  kind: 'max' | 'min'
  limit: number
}

export interface Figure {
  name: string
  value: number
  unit: string
  budget: Budget | null
  /** How many runs the value summarises. */
  runs: number
  /** For machine-dependent figures: the spread of the runs the median came from. */
  min?: number
  max?: number
}

/** A bench/*.ts module that `bench/run.ts` collects. */
export interface FigureModule {
  figures: () => Promise<Figure[]>
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const upper = sorted[mid]
  if (upper === undefined) return Number.NaN
  if (sorted.length % 2 === 1) return upper
  return ((sorted[mid - 1] ?? upper) + upper) / 2
}

export function withinBudget(figure: Figure): boolean | null {
  if (!figure.budget) return null
  return figure.budget.kind === 'max'
    ? figure.value <= figure.budget.limit
    : figure.value >= figure.budget.limit
}

function formatValue(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  if (Math.abs(value) >= 1000) return String(Math.round(value))
  return String(Math.round(value * 10) / 10)
}

export function formatBudget(budget: Budget | null): string {
  if (!budget) return '-'
  return `${budget.kind === 'max' ? '≤' : '≥'} ${formatValue(budget.limit)}`
}

export function formatRuns(figure: Figure): string {
  if (figure.runs <= 1) return String(figure.runs)
  const spread =
    figure.min !== undefined && figure.max !== undefined
      ? `, min ${formatValue(figure.min)}, max ${formatValue(figure.max)}`
      : ''
  return `${figure.runs} (median${spread})`
}

/** The name column is wide enough for the longest name; a longer one still gets a space. */
const NAME_WIDTH = 46

export const tableHeader = `${'name'.padEnd(NAME_WIDTH)}${'value'.padEnd(12)}${'unit'.padEnd(12)}${'budget'.padEnd(12)}runs`

/** One line in the form of BENCH.md: name, value, unit, budget, runs. */
export function tableLine(figure: Figure): string {
  return (
    `${figure.name} `.padEnd(NAME_WIDTH) +
    formatValue(figure.value).padEnd(12) +
    figure.unit.padEnd(12) +
    formatBudget(figure.budget).padEnd(12) +
    formatRuns(figure)
  )
}
