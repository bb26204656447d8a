import * as v from 'valibot'
import { builtInSettings, type SettingName, type Settings } from './defaults'

const highlight = v.object({
  type: v.picklist(['disabled', 'solid', 'striped', 'side']),
  color: v.string(),
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

// Enumerated settings get their exact choices; the rest are checked against the type of their
// built-in default, so adding a plain boolean or number setting needs no schema change.
const special: Partial<Record<SettingName, v.GenericSchema>> = {
  replyVisibility: v.picklist(['all', 'following', 'self']),
  thirdColumnMode: v.picklist(['none', 'notifications', 'postform']),
  notificationVisibility,
  muteWords: v.array(v.string()),
  highlight: v.record(v.string(), highlight),
  conversationDisplay: v.picklist(['linear', 'tree']),
  subjectLineBehavior: v.picklist(['email', 'masto', 'noop']),
  expertLevel: v.picklist([0, 1]),
  mentionLinkDisplay: v.picklist(['short', 'full_for_remote', 'full']),
  maxThumbnails: v.pipe(v.number(), v.integer(), v.minValue(0)),
  maxDepthInThread: v.pipe(v.number(), v.integer(), v.minValue(1)),
  defaultScope: v.optional(scope),
  statusDensity: v.picklist(['comfortable', 'compact']),
}

function schemaFor(name: SettingName): v.GenericSchema {
  const explicit = special[name]
  if (explicit) return explicit
  switch (typeof builtInSettings[name]) {
    case 'boolean':
      return v.boolean()
    case 'number':
      return v.number()
    default:
      return v.string()
  }
}

const settingNames = new Set(Object.keys(builtInSettings))

export function isSettingName(name: string): name is SettingName {
  return settingNames.has(name)
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
    if (isSettingName(name) && v.is(schemaFor(name), value)) settings[name] = value
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
