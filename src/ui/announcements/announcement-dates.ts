// The editor's date fields and the server's ISO times: all-day announcements take dates only
// (the local day's start), the others a local date and time.

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO time as a date field (`YYYY-MM-DD`) or a local date-time field shows it. */
export function fieldValue(iso: string | null, allDay: boolean): string {
  if (iso === null) return ''
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return ''
  const day = `${String(time.getFullYear())}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`
  return allDay ? day : `${day}T${pad(time.getHours())}:${pad(time.getMinutes())}`
}

/** A field's value as the ISO time the server takes; null when empty or unreadable. */
export function isoValue(value: string, allDay: boolean): string | null {
  if (value === '') return null
  const time = new Date(allDay ? `${value}T00:00` : value)
  return Number.isNaN(time.getTime()) ? null : time.toISOString()
}
