import { isApiError } from '../api/errors'

function fieldMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((m): m is string => typeof m === 'string')
  return []
}

function errorMapOf(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  const raw = record.error ?? record.errors
  if (typeof raw === 'string') {
    // Akkoma sends the field map as a JSON string inside `error`.
    try {
      const parsed: unknown = JSON.parse(raw)
      if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>
    } catch {
      return { '': raw }
    }
    return { '': raw }
  }
  if (typeof raw === 'object' && raw !== null) return raw as Record<string, unknown>
  return undefined
}

/**
 * Sign-up failures as sentences, one per message per field (`Email has already been taken`);
 * the server's `ap_id` is the username the person typed.
 */
export function registrationErrorsOf(error: unknown): string[] {
  const map = isApiError(error) ? errorMapOf(error.body) : errorMapOf(error)
  if (!map) return isApiError(error) && error.serverMessage ? [error.serverMessage] : []
  const sentences: string[] = []
  for (const [field, value] of Object.entries(map)) {
    const name = field === 'ap_id' ? 'username' : field.replace(/_/g, ' ')
    for (const message of fieldMessages(value)) {
      const label = name.length > 0 ? `${name.charAt(0).toUpperCase()}${name.slice(1)} ` : ''
      sentences.push(`${label}${message}`)
    }
  }
  return sentences
}
