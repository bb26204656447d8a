// The settings file of spec 3 section 9: the user's options plus a version pair, saved as JSON,
// with or without the theme. Reading one is reading hostile input: a file of any size, shape or
// content is either fully valid (and then only known options are applied) or refused whole.

import type { Settings } from './defaults'
import { isForbiddenKey, isSettingName, isValidSetting } from './schema'

export const settingsFileVersion = [1, 0] as const
export const versionKey = '_pleroma_settings_version'
/** Options only the export with theme carries. */
export const themeOnlySettings = ['customTheme', 'customThemeSource', 'colors'] as const

/** Far above any real settings file (a few KB); a larger file is not read at all. */
export const maxSettingsFileBytes = 512 * 1024

export function settingsFileName(withTheme: boolean): string {
  return withTheme ? 'akkoma-deck-settings-with-theme.json' : 'akkoma-deck-settings.json'
}

/** The file's content: the options (without the theme's unless asked) and the version. */
export function buildSettingsFile(settings: Partial<Settings>, withTheme: boolean): string {
  const options: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(settings)) {
    if (!withTheme && (themeOnlySettings as readonly string[]).includes(name)) continue
    options[name] = value
  }
  return JSON.stringify({ [versionKey]: settingsFileVersion, ...options }, null, 2)
}

export type SettingsFileProblem =
  | { kind: 'tooBig' }
  | { kind: 'invalidFile' }
  | { kind: 'tooNew'; fileMajor: number; appMajor: number }
  | { kind: 'tooOld'; fileMajor: number; appMajor: number }
  | { kind: 'invalidSettings'; names: string[] }

export type SettingsFileResult =
  | {
      ok: true
      settings: Partial<Settings>
      /** The file's minor version is newer: applied, with a warning. */
      slightlyNew: boolean
      /** Options this client does not know, left out. */
      ignored: string[]
    }
  | { ok: false; problem: SettingsFileProblem }

const fail = (problem: SettingsFileProblem): SettingsFileResult => ({ ok: false, problem })

/** Text that has no business in a setting: markup that runs, script URLs, control characters. */
// eslint-disable-next-line no-control-regex
const hostileText = /<\s*\/?\s*script|javascript\s*:|[\u0000-\u0008\u000b\u000c\u000e-\u001f]/i

/** Walks a parsed value: any reserved key or hostile string anywhere makes the file invalid. */
function crafted(value: unknown, depth = 0): boolean {
  if (depth > 8) return true
  if (typeof value === 'string') return hostileText.test(value)
  if (Array.isArray(value)) return value.some((item) => crafted(item, depth + 1))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([key, item]) => isForbiddenKey(key) || hostileText.test(key) || crafted(item, depth + 1),
    )
  }
  return false
}

function versionOf(data: Record<string, unknown>): [number, number] | null {
  const version = data[versionKey]
  if (!Array.isArray(version) || version.length < 2) return null
  const [major, minor] = version as unknown[]
  if (!Number.isInteger(major) || !Number.isInteger(minor)) return null
  return [major as number, minor as number]
}

/** Reads a settings file; `size` is the file's byte length, checked before anything else. */
export function readSettingsFile(text: string, size = text.length): SettingsFileResult {
  if (size > maxSettingsFileBytes) return fail({ kind: 'tooBig' })
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return fail({ kind: 'invalidFile' })
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail({ kind: 'invalidFile' })
  }
  const record = data as Record<string, unknown>
  const version = versionOf(record)
  if (!version) return fail({ kind: 'invalidFile' })
  const [major, minor] = version
  const appMajor = settingsFileVersion[0]
  if (major > appMajor) return fail({ kind: 'tooNew', fileMajor: major, appMajor })
  if (major < appMajor) return fail({ kind: 'tooOld', fileMajor: major, appMajor })
  if (crafted(record)) return fail({ kind: 'invalidFile' })
  const settings: Record<string, unknown> = {}
  const ignored: string[] = []
  const invalid: string[] = []
  for (const [name, value] of Object.entries(record)) {
    if (name === versionKey) continue
    if (!isSettingName(name)) ignored.push(name)
    else if (isValidSetting(name, value)) settings[name] = value
    else invalid.push(name)
  }
  if (invalid.length > 0) return fail({ kind: 'invalidSettings', names: invalid })
  return { ok: true, settings, slightlyNew: minor > settingsFileVersion[1], ignored }
}
