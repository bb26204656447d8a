// The interface languages. English is built in (each message's defaultMessage); every other
// language is a JSON catalogue loaded on demand, so adding one never touches a component.
export const defaultLocale = 'en'

export type Messages = Record<string, string>

const catalogues: Record<string, () => Promise<{ default: Messages }>> = {}

export async function loadMessages(locale: string): Promise<Messages> {
  const load = catalogues[locale]
  if (!load) return {}
  try {
    return (await load()).default
  } catch (error) {
    console.warn(`Could not load the "${locale}" messages; falling back to English`, error)
    return {}
  }
}
