import { isPlainObject, warnBadData } from './coerce.ts'

export interface RegistrationFieldError {
  field: string
  messages: string[]
}

const UNDERSCORES = /_/g
const SENTENCE_END = /[.!?]$/

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((m): m is string => typeof m === 'string')
  return []
}

function fromMap(map: Record<string, unknown>): RegistrationFieldError[] {
  const out: RegistrationFieldError[] = []
  for (const [key, value] of Object.entries(map)) {
    const messages = toMessages(value)
    // The server names a taken nickname `ap_id`; the form calls it username.
    if (messages.length > 0) out.push({ field: key === 'ap_id' ? 'username' : key, messages })
  }
  return out
}

/**
 * Field errors of a failed POST /api/v1/accounts. Akkoma sends `{"error": "<JSON of field →
 * messages>"}`; other servers send the map itself, an `errors` map, or plain text.
 */
export function parseRegistrationErrors(body: unknown): RegistrationFieldError[] {
  let value: unknown = typeof body === 'string' ? (parseJson(body) ?? body) : body
  if (isPlainObject(value) && 'error' in value) {
    const inner = value.error
    value = typeof inner === 'string' ? (parseJson(inner) ?? inner) : inner
  } else if (isPlainObject(value) && 'errors' in value && isPlainObject(value.errors)) {
    value = value.errors
  }
  if (typeof value === 'string') return value === '' ? [] : [{ field: '', messages: [value] }]
  if (isPlainObject(value)) return fromMap(value)
  warnBadData('unreadable registration error', body)
  return []
}

function sentence(field: string, message: string): string {
  const label = field === '' ? '' : field.replace(UNDERSCORES, ' ')
  const text = label === '' ? message : `${label} ${message}`
  const capitalised = text.charAt(0).toUpperCase() + text.slice(1)
  return SENTENCE_END.test(capitalised) ? capitalised : `${capitalised}.`
}

/** One sentence per message per field: `{"email":["has already been taken"]}` → "Email has already been taken." */
export function formatRegistrationErrors(body: unknown): string[] {
  const out: string[] = []
  for (const { field, messages } of parseRegistrationErrors(body)) {
    for (const message of messages) out.push(sentence(field, message))
  }
  return out
}
