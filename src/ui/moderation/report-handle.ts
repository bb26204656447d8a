// The deck's report commands (resolve, close, reopen, note, account, select) act on the report
// card that holds focus, as the status commands act on a status card: each mounted card
// registers its handle on its <article>.

export interface ReportCardHandle {
  resolve: () => void
  close: () => void
  reopen: () => void
  /** Put focus in the note field. */
  note: () => void
  /** Open the reported account's card (the admin tools). */
  openAccount: () => void
  toggleSelected: () => void
}

const handles = new WeakMap<Element, ReportCardHandle>()

export function registerReportHandle(element: Element, handle: ReportCardHandle): () => void {
  handles.set(element, handle)
  return () => {
    if (handles.get(element) === handle) handles.delete(element)
  }
}

/** The handle of the report card that contains `element`, if any. */
export function reportHandleFor(element: Element | null | undefined): ReportCardHandle | undefined {
  const article = element?.closest('article[data-report-id]')
  return article ? handles.get(article) : undefined
}
