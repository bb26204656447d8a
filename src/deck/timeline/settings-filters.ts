import type { ColumnFilters } from '../../state/column-filters'
import type { ColumnSettings } from '../layout'

/**
 * A column's settings as the state layer's filters: each line of the filter list is a word, or
 * a /regular expression/ when written between slashes.
 */
export function columnFiltersOf(settings: ColumnSettings): ColumnFilters {
  const lines = settings.filters.map((line) => line.trim()).filter(Boolean)
  const isRegex = (line: string) => /^\/.+\/[a-z]*$/s.test(line)
  return {
    hideRepeats: settings.hideRepeats,
    hideReplies: settings.hideReplies,
    hideBots: settings.hideBots,
    mediaOnly: settings.mediaOnly,
    keywords: lines.filter((line) => !isRegex(line)),
    regexes: lines.filter(isRegex),
  }
}
