import * as v from 'valibot'
import { lookChoices } from './look'
import {
  builtInSettings,
  contentTypes,
  profileTabs,
  type SettingName,
  type Settings,
} from './defaults'

// Every setting is validated whenever it is read from somewhere the client does not control:
// browser storage, the server's copy, an imported file. Strings and lists are bounded, so a
// crafted value cannot grow without end, and object keys that would reach a prototype are
// refused.

/** Keys that must never become properties of an object built from outside data. */
const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype'])

export function isForbiddenKey(key: string): boolean {
  return forbiddenKeys.has(key)
}

const safeKey = v.pipe(
  v.string(),
  v.maxLength(200),
  v.check((key) => !isForbiddenKey(key), 'a reserved key'),
)
const shortText = v.pipe(v.string(), v.maxLength(500))

const highlight = v.object({
  type: v.picklist(['disabled', 'solid', 'striped', 'side']),
  color: v.pipe(v.string(), v.maxLength(100)),
})

const notificationVisibility = v.object({
  follows: v.boolean(),
  mentions: v.boolean(),
  likes: v.boolean(),
  repeats: v.boolean(),
  moves: v.boolean(),
  emojiReactions: v.boolean(),
  followRequest: v.boolean(),
  polls: v.boolean(),
})

const scope = v.picklist(['public', 'unlisted', 'local', 'private', 'direct'])

/** Bounded records: at most `max` entries, every key safe. */
function boundedRecord<T extends v.GenericSchema>(value: T, max: number) {
  return v.pipe(
    v.record(safeKey, value),
    v.check((record) => Object.keys(record).length <= max, 'too many entries'),
  )
}

const themeValue = v.union([
  v.pipe(v.string(), v.maxLength(1000)),
  v.pipe(v.number(), v.finite()),
  v.boolean(),
  boundedRecord(
    v.union([v.pipe(v.string(), v.maxLength(1000)), v.pipe(v.number(), v.finite())]),
    500,
  ),
])
const themeData = v.optional(boundedRecord(themeValue, 100))

/** A language tag ("en", "pt-BR"), or empty for "not chosen". */
const languageTag = v.union([
  v.literal(''),
  v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
])

// Enumerated settings get their exact choices; the rest are checked against the type of their
// built-in default, so adding a plain boolean or number setting needs no schema change.
const special: Partial<Record<SettingName, v.GenericSchema>> = {
  profile: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)),
  replyVisibility: v.picklist(['all', 'following', 'self']),
  thirdColumnMode: v.picklist(['none', 'notifications', 'postform']),
  notificationVisibility,
  muteWords: v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(1000)),
  highlight: boundedRecord(highlight, 2000),
  conversationDisplay: v.picklist(['linear', 'tree']),
  subjectLineBehavior: v.picklist(['email', 'masto', 'noop']),
  expertLevel: v.picklist([0, 1]),
  mentionLinkDisplay: v.picklist(['short', 'full_for_remote', 'full']),
  maxThumbnails: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000)),
  maxDepthInThread: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
  defaultScope: v.optional(scope),
  statusDensity: v.picklist(['comfortable', 'compact']),
  userProfileDefaultTab: v.picklist(profileTabs),
  postContentType: v.picklist(contentTypes),
  interfaceLanguage: languageTag,
  translationLanguage: languageTag,
  // A built-in look, or a theme's name from the instance's list (the theme engine, issue 21).
  theme: v.union([v.picklist(lookChoices), v.pipe(v.string(), v.regex(/^[\w. -]{1,60}$/))]),
  customTheme: themeData,
  customThemeSource: themeData,
  colors: boundedRecord(v.pipe(v.string(), v.maxLength(100)), 200),
}

function schemaFor(name: SettingName): v.GenericSchema {
  const explicit = special[name]
  if (explicit) return explicit
  switch (typeof builtInSettings[name]) {
    case 'boolean':
      return v.boolean()
    case 'number':
      return v.pipe(v.number(), v.finite())
    default:
      return shortText
  }
}

const settingNames = new Set(Object.keys(builtInSettings))

export function isSettingName(name: string): name is SettingName {
  return settingNames.has(name)
}

/** Whether one value fits its setting. */
export function isValidSetting(name: SettingName, value: unknown): boolean {
  return v.is(schemaFor(name), value)
}

export interface CheckedSettings {
  settings: Partial<Settings>
  /** Names that were unknown or whose value did not fit; they were left out. */
  dropped: string[]
}

/**
 * Keeps the known settings whose values are valid and leaves out the rest, one by one: a bad
 * stored or imported value loses only itself, never the user's other settings.
 */
export function checkSettings(raw: unknown): CheckedSettings {
  const settings: Record<string, unknown> = {}
  const dropped: string[] = []
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { settings, dropped }
  for (const [name, value] of Object.entries(raw)) {
    if (isSettingName(name) && isValidSetting(name, value)) settings[name] = value
    else dropped.push(name)
  }
  return { settings, dropped }
}

/** Layers: built-in defaults, then the instance's defaults, then the user's own choices. */
export function effectiveSettings(
  instanceDefaults: Partial<Settings>,
  user: Partial<Settings>,
): Settings {
  return { ...builtInSettings, ...instanceDefaults, ...user }
}
