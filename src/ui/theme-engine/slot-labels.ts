// Each slot's readable name, from the names of slot-messages.ts.

import type { IntlShape } from 'react-intl'
import type { MessageDescriptor } from '../../i18n/define-messages'
import { colourNameMessages as c, partMessages as p, surfaceMessages as s } from './slot-messages'
import type { ColourSlot, FontSlot, OpacitySlot, RadiusSlot, ShadowSlot } from './slots'

/** A name of its own, or a surface and its part. */
type Label = MessageDescriptor | readonly [MessageDescriptor, MessageDescriptor]

const colourLabels: Record<ColourSlot, Label> = {
  bg: p.background,
  text: p.text,
  fg: c.foreground,
  link: p.links,
  cRed: c.red,
  cGreen: c.green,
  cBlue: c.blue,
  cOrange: c.orange,
  accent: s.accent,
  wallpaper: c.wallpaper,
  lightText: c.lightText,
  faint: p.faintText,
  accentText: [s.accent, p.text],
  border: c.borders,
  focus: c.focus,
  icon: c.icons,
  panel: [s.panels, p.background],
  panelText: [s.panels, p.text],
  panelFaint: [s.panels, p.faintText],
  panelLink: [s.panels, p.links],
  topBar: [s.topBar, p.background],
  topBarText: [s.topBar, p.text],
  topBarLink: [s.topBar, p.links],
  btn: [s.buttons, p.background],
  btnText: [s.buttons, p.text],
  btnPressed: [s.pressedButtons, p.background],
  btnPressedText: [s.pressedButtons, p.text],
  btnToggled: [s.toggledButtons, p.background],
  btnToggledText: [s.toggledButtons, p.text],
  btnDisabled: [s.disabledButtons, p.background],
  btnDisabledText: [s.disabledButtons, p.text],
  input: [s.inputs, p.background],
  inputText: [s.inputs, p.text],
  popover: [s.menus, p.background],
  popoverText: [s.menus, p.text],
  popoverFaintText: [s.menus, p.faintText],
  selectedMenu: [s.selectedMenuItem, p.background],
  selectedMenuText: [s.selectedMenuItem, p.text],
  selectedPost: [s.selectedPost, p.background],
  selectedPostText: [s.selectedPost, p.text],
  highlight: [s.highlightedPost, p.background],
  highlightText: [s.highlightedPost, p.text],
  tab: [s.tabs, p.background],
  tabText: [s.tabs, p.text],
  tabActiveText: [s.tabs, p.activeText],
  poll: [s.polls, p.background],
  pollText: [s.polls, p.text],
  postLink: [s.posts, p.links],
  postGreentext: [s.posts, p.greentext],
  alertError: [s.errorAlerts, p.background],
  alertErrorText: [s.errorAlerts, p.text],
  alertWarning: [s.warningAlerts, p.background],
  alertWarningText: [s.warningAlerts, p.text],
  alertSuccess: [s.successAlerts, p.background],
  alertSuccessText: [s.successAlerts, p.text],
  alertNeutral: [s.neutralAlerts, p.background],
  alertNeutralText: [s.neutralAlerts, p.text],
  badgeNotification: [s.badges, p.background],
  badgeNotificationText: [s.badges, p.text],
}

const opacityLabels: Record<OpacitySlot, Label> = {
  panel: s.panels,
  btn: s.buttons,
  input: s.inputs,
  faint: p.faintText,
  alert: s.alerts,
  underlay: s.backdrop,
}

const radiusLabels: Record<RadiusSlot, Label> = {
  btn: s.buttons,
  input: s.inputs,
  checkbox: s.checkboxes,
  panel: s.panels,
  avatar: s.avatars,
  avatarAlt: s.smallAvatars,
  tooltip: s.tooltips,
  attachment: s.attachments,
}

const fontLabels: Record<FontSlot, Label> = {
  interface: s.interface,
  input: s.inputs,
  post: s.posts,
  postCode: s.code,
}

const shadowLabels: Record<ShadowSlot, Label> = {
  panel: s.panels,
  panelHeader: s.panelHeaders,
  topBar: s.topBar,
  popup: s.menus,
  button: s.buttons,
  buttonHover: s.hoveredButtons,
  buttonPressed: s.pressedButtons,
  input: s.inputs,
  avatar: s.avatars,
  avatarStatus: s.postAvatars,
}

export const slotLabels = {
  colors: colourLabels,
  opacity: opacityLabels,
  radii: radiusLabels,
  fonts: fontLabels,
  shadows: shadowLabels,
}

export type SlotGroup = keyof typeof slotLabels

function format(intl: IntlShape, label: Label): string {
  if (!Array.isArray(label)) return intl.formatMessage(label as MessageDescriptor)
  const [surface, part] = label as readonly [MessageDescriptor, MessageDescriptor]
  return intl.formatMessage(c.surfacePart, {
    surface: intl.formatMessage(surface),
    part: intl.formatMessage(part),
  })
}

/** The readable name of a slot of a group (a colour slot by default). */
export function slotLabel(intl: IntlShape, slot: string, group: SlotGroup = 'colors'): string {
  const labels: Partial<Record<string, Label>> = slotLabels[group]
  const label = labels[slot]
  return label === undefined ? slot : format(intl, label)
}
