// The slots of a theme (spec 3: colours, opacity, radii, fonts, shadows) and the table of how
// each colour derives from others. The names are those of tokens.css (Akkoma-FE's slot names),
// so a resolved theme only sets the tokens' values. Order matters: a slot derives only from
// slots above it, so one pass resolves a theme.

import { lighten, mix, readableOn } from './colour'

export const opacitySlots = ['panel', 'btn', 'input', 'faint', 'alert', 'underlay'] as const
export type OpacitySlot = (typeof opacitySlots)[number]
export const defaultOpacity: Record<OpacitySlot, number> = {
  panel: 1,
  btn: 1,
  input: 0.5,
  faint: 0.5,
  alert: 0.25,
  underlay: 0.6,
}

/** Spec 3's default radii, in pixels. */
export const defaultRadii = {
  btn: 4,
  input: 4,
  checkbox: 2,
  panel: 10,
  avatar: 5,
  avatarAlt: 50,
  tooltip: 2,
  attachment: 5,
} as const
export type RadiusSlot = keyof typeof defaultRadii
export const radiusSlots = Object.keys(defaultRadii) as RadiusSlot[]

export const defaultFonts = {
  interface: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
  input: 'inherit',
  post: 'inherit',
  postCode: "ui-monospace, 'DejaVu Sans Mono', 'Cascadia Mono', monospace",
} as const
export type FontSlot = keyof typeof defaultFonts
export const fontSlots = Object.keys(defaultFonts) as FontSlot[]

export const shadowSlots = [
  'panel',
  'panelHeader',
  'topBar',
  'popup',
  'button',
  'buttonHover',
  'buttonPressed',
  'input',
  'avatar',
  'avatarStatus',
] as const
export type ShadowSlot = (typeof shadowSlots)[number]
export const defaultShadows: Record<ShadowSlot, string> = {
  panel: '0 1px 3px 0 rgba(0, 0, 0, 0.5)',
  panelHeader: 'none',
  topBar: '0 1px 3px 0 rgba(0, 0, 0, 0.5)',
  popup: '0 8px 24px 0 rgba(0, 0, 0, 0.5)',
  button: 'none',
  buttonHover: 'none',
  buttonPressed: 'inset 0 1px 3px 0 rgba(0, 0, 0, 0.4)',
  input: 'none',
  avatar: 'none',
  avatarStatus: 'none',
}

/** The colours a theme starts from; the dark default (spec 3's fallback theme). */
export const baseDefaults = {
  bg: '#121a24',
  fg: '#182230',
  text: '#c8ccd2',
  link: '#e2a978',
  cRed: '#ff8a80',
  cGreen: '#7dd394',
  cBlue: '#8ab8ff',
  cOrange: '#f2b66a',
} as const

interface Context {
  get: (slot: string) => string
  opacity: Record<OpacitySlot, number>
  /** +1 on a dark background (shades go lighter), -1 on a light one. */
  toward: number
}

export interface SlotRule {
  /** The slots it derives from (the editor shows them). */
  from: readonly string[]
  derive: (c: Context) => string
  /** Text drawn on this slot: a derived value is nudged to AA on it. */
  textOn?: string
}

const rule = (
  from: readonly string[],
  derive: (c: Context) => string,
  textOn?: string,
): SlotRule => (textOn === undefined ? { from, derive } : { from, derive, textOn })

const same = (slot: string, on?: string) => rule([slot], ({ get }) => get(slot), on)
const tint = (base: string, over: string, amount: number) =>
  rule([base, over], ({ get }) => mix(get(base), get(over), amount))
const layer = (slot: string, opacity: OpacitySlot) =>
  rule([slot, 'bg'], ({ get, opacity: o }) => mix(get('bg'), get(slot), o[opacity]))

// Typed loosely, then its keys become the slot names.
const table = {
  bg: rule([], () => baseDefaults.bg),
  text: rule(['bg'], ({ toward }) => (toward > 0 ? baseDefaults.text : '#1b2230')),
  fg: rule(['bg', 'text'], ({ get }) =>
    get('bg') === baseDefaults.bg ? baseDefaults.fg : mix(get('bg'), get('text'), 0.07),
  ),
  // The dark default's colours, or on a light background the light look's.
  link: rule(['bg'], ({ toward }) => (toward > 0 ? baseDefaults.link : '#9c4309')),
  cRed: rule(['bg'], ({ toward }) => (toward > 0 ? baseDefaults.cRed : '#b3261e'), 'bg'),
  cGreen: rule(['bg'], ({ toward }) => (toward > 0 ? baseDefaults.cGreen : '#1d6b2f'), 'bg'),
  cBlue: rule(['bg'], ({ toward }) => (toward > 0 ? baseDefaults.cBlue : '#0b57d0'), 'bg'),
  cOrange: rule(['bg'], ({ toward }) => (toward > 0 ? baseDefaults.cOrange : '#8a4f00'), 'bg'),
  accent: same('link', 'bg'),
  wallpaper: rule(['bg'], ({ get, toward }) => lighten(get('bg'), toward > 0 ? -0.04 : -0.05)),
  lightText: rule(['text'], ({ get, toward }) => lighten(get('text'), 0.08 * toward), 'bg'),
  faint: rule(
    ['text', 'bg'],
    ({ get, opacity }) => mix(get('bg'), get('text'), 0.5 + opacity.faint / 4),
    'bg',
  ),
  accentText: rule(['accent'], ({ get }) => readableOn(get('accent'))),
  border: rule(['fg', 'text'], ({ get }) => mix(get('fg'), get('text'), 0.18)),
  focus: same('link'),
  icon: rule(['text', 'bg'], ({ get }) => mix(get('text'), get('bg'), 0.15), 'bg'),
  panel: layer('fg', 'panel'),
  panelText: same('text', 'panel'),
  panelFaint: same('faint', 'panel'),
  panelLink: same('link', 'panel'),
  topBar: same('fg'),
  topBarText: same('text', 'topBar'),
  topBarLink: same('link', 'topBar'),
  btn: rule(['fg', 'bg'], ({ get, opacity, toward }) =>
    mix(get('bg'), lighten(get('fg'), 0.04 * toward), opacity.btn),
  ),
  btnText: same('text', 'btn'),
  btnPressed: rule(['btn'], ({ get, toward }) => lighten(get('btn'), 0.06 * toward)),
  btnPressedText: same('lightText', 'btnPressed'),
  btnToggled: tint('btn', 'accent', 0.3),
  btnToggledText: same('lightText', 'btnToggled'),
  btnDisabled: tint('btn', 'bg', 0.5),
  btnDisabledText: rule(
    ['btnText', 'btnDisabled'],
    ({ get }) => mix(get('btnText'), get('btnDisabled'), 0.25),
    'btnDisabled',
  ),
  input: rule(['bg', 'fg'], ({ get, opacity, toward }) =>
    mix(get('bg'), lighten(get('bg'), -0.03 * toward), 1 - opacity.input / 2),
  ),
  inputText: same('text', 'input'),
  popover: same('panel'),
  popoverText: same('text', 'popover'),
  popoverFaintText: same('faint', 'popover'),
  selectedMenu: tint('popover', 'link', 0.25),
  selectedMenuText: same('lightText', 'selectedMenu'),
  selectedPost: tint('bg', 'fg', 0.6),
  selectedPostText: same('text', 'selectedPost'),
  highlight: tint('bg', 'link', 0.08),
  highlightText: same('text', 'highlight'),
  tab: same('btn'),
  tabText: same('text', 'tab'),
  tabActiveText: same('lightText', 'bg'),
  poll: tint('bg', 'link', 0.25),
  pollText: same('lightText', 'poll'),
  postLink: same('link', 'bg'),
  postGreentext: same('cGreen', 'bg'),
  alertError: rule(['cRed', 'bg'], ({ get, opacity }) =>
    mix(get('bg'), get('cRed'), opacity.alert),
  ),
  alertErrorText: same('text', 'alertError'),
  alertWarning: rule(['cOrange', 'bg'], ({ get, opacity }) =>
    mix(get('bg'), get('cOrange'), opacity.alert),
  ),
  alertWarningText: same('text', 'alertWarning'),
  alertSuccess: rule(['cGreen', 'bg'], ({ get, opacity }) =>
    mix(get('bg'), get('cGreen'), opacity.alert),
  ),
  alertSuccessText: same('text', 'alertSuccess'),
  alertNeutral: same('btn'),
  alertNeutralText: same('text', 'alertNeutral'),
  badgeNotification: same('cRed'),
  badgeNotificationText: rule(['badgeNotification'], ({ get }) =>
    readableOn(get('badgeNotification')),
  ),
} satisfies Record<string, SlotRule>

export type ColourSlot = keyof typeof table
export const slotTable: Record<ColourSlot, SlotRule> = table
export const colourSlots = Object.keys(table) as ColourSlot[]
/** The slots a person starts a theme from; everything else follows them unless overridden. */
export const baseSlots: readonly ColourSlot[] = [
  'bg',
  'fg',
  'text',
  'link',
  'accent',
  'cRed',
  'cGreen',
  'cBlue',
  'cOrange',
]

export function isColourSlot(name: string): name is ColourSlot {
  return Object.hasOwn(table, name)
}
