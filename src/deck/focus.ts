// Moving the keyboard's reading focus around the deck, by the DOM the columns render: rows carry
// data-row-id and data-index, columns data-column-id.

export function columnElement(columnId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-column-id="${CSS.escape(columnId)}"]`)
}

function rowArticle(row: Element | null): HTMLElement | null {
  return row?.querySelector<HTMLElement>('article') ?? null
}

/** The row of the column that holds focus now, or the given id's row. */
export function currentRow(column: HTMLElement, focusedId: string | null): HTMLElement | null {
  const active = document.activeElement
  const fromFocus = active instanceof Element ? active.closest<HTMLElement>('[data-row-id]') : null
  if (fromFocus && column.contains(fromFocus)) return fromFocus
  if (focusedId === null) return null
  return column.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(focusedId)}"]`)
}

/** The id of the row `by` steps from the current one (the first row when none is current). */
export function neighbourRowId(
  column: HTMLElement,
  focusedId: string | null,
  by: 1 | -1,
): string | null {
  const row = currentRow(column, focusedId)
  if (!row) return column.querySelector('[data-row-id]')?.getAttribute('data-row-id') ?? null
  const index = Number(row.getAttribute('data-index')) + by
  return (
    column.querySelector(`[data-index="${String(index)}"]`)?.getAttribute('data-row-id') ?? null
  )
}

/** Put focus in a column: its reading row when there is one, else its first row or its title. */
export function focusColumn(column: HTMLElement, focusedId: string | null): void {
  const target =
    rowArticle(currentRow(column, focusedId)) ??
    rowArticle(column.querySelector('[data-row-id]')) ??
    column.querySelector<HTMLElement>('.column-title a')
  target?.focus()
}
