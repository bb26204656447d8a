import { defineMessages } from '../../i18n/define-messages'

// The names a person reads for the theme's slots. A slot drawn on a surface is named by the
// surface and its part ("Buttons · Text"), so a few names cover every slot.

export const partMessages = defineMessages({
  background: { id: 'themeSlot.background', defaultMessage: 'Background' },
  text: { id: 'themeSlot.text', defaultMessage: 'Text' },
  faintText: { id: 'themeSlot.faintText', defaultMessage: 'Faint text' },
  links: { id: 'themeSlot.links', defaultMessage: 'Links' },
  activeText: { id: 'themeSlot.activeText', defaultMessage: 'Active text' },
  greentext: { id: 'themeSlot.greentext', defaultMessage: 'Greentext' },
})

export const surfaceMessages = defineMessages({
  accent: { id: 'themeSlot.accent', defaultMessage: 'Accent' },
  panels: { id: 'themeSlot.panels', defaultMessage: 'Panels' },
  panelHeaders: { id: 'themeSlot.panelHeaders', defaultMessage: 'Panel headers' },
  topBar: { id: 'themeSlot.topBar', defaultMessage: 'Top bar' },
  buttons: { id: 'themeSlot.buttons', defaultMessage: 'Buttons' },
  hoveredButtons: { id: 'themeSlot.hoveredButtons', defaultMessage: 'Hovered buttons' },
  pressedButtons: { id: 'themeSlot.pressedButtons', defaultMessage: 'Pressed buttons' },
  toggledButtons: { id: 'themeSlot.toggledButtons', defaultMessage: 'Toggled buttons' },
  disabledButtons: { id: 'themeSlot.disabledButtons', defaultMessage: 'Disabled buttons' },
  inputs: { id: 'themeSlot.inputs', defaultMessage: 'Input fields' },
  menus: { id: 'themeSlot.menus', defaultMessage: 'Menus and pop-ups' },
  selectedMenuItem: { id: 'themeSlot.selectedMenuItem', defaultMessage: 'Selected menu item' },
  selectedPost: { id: 'themeSlot.selectedPost', defaultMessage: 'Selected post' },
  highlightedPost: { id: 'themeSlot.highlightedPost', defaultMessage: 'Highlighted post' },
  tabs: { id: 'themeSlot.tabs', defaultMessage: 'Tabs' },
  polls: { id: 'themeSlot.polls', defaultMessage: 'Polls' },
  posts: { id: 'themeSlot.posts', defaultMessage: 'Posts' },
  errorAlerts: { id: 'themeSlot.errorAlerts', defaultMessage: 'Error alerts' },
  warningAlerts: { id: 'themeSlot.warningAlerts', defaultMessage: 'Warning alerts' },
  successAlerts: { id: 'themeSlot.successAlerts', defaultMessage: 'Success alerts' },
  neutralAlerts: { id: 'themeSlot.neutralAlerts', defaultMessage: 'Neutral alerts' },
  alerts: { id: 'themeSlot.alerts', defaultMessage: 'Alerts' },
  badges: { id: 'themeSlot.badges', defaultMessage: 'Notification badges' },
  checkboxes: { id: 'themeSlot.checkboxes', defaultMessage: 'Checkboxes' },
  avatars: { id: 'themeSlot.avatars', defaultMessage: 'Avatars' },
  smallAvatars: { id: 'themeSlot.smallAvatars', defaultMessage: 'Small avatars' },
  postAvatars: { id: 'themeSlot.postAvatars', defaultMessage: 'Avatars in posts' },
  tooltips: { id: 'themeSlot.tooltips', defaultMessage: 'Tooltips' },
  attachments: { id: 'themeSlot.attachments', defaultMessage: 'Attachments' },
  backdrop: { id: 'themeSlot.backdrop', defaultMessage: 'Dialog backdrop' },
  interface: { id: 'themeSlot.interface', defaultMessage: 'Interface' },
  code: { id: 'themeSlot.code', defaultMessage: 'Code in posts' },
})

export const colourNameMessages = defineMessages({
  foreground: { id: 'themeSlot.foreground', defaultMessage: 'Foreground' },
  red: { id: 'themeSlot.red', defaultMessage: 'Red' },
  green: { id: 'themeSlot.green', defaultMessage: 'Green' },
  blue: { id: 'themeSlot.blue', defaultMessage: 'Blue' },
  orange: { id: 'themeSlot.orange', defaultMessage: 'Orange' },
  wallpaper: { id: 'themeSlot.wallpaper', defaultMessage: 'Wallpaper' },
  lightText: { id: 'themeSlot.lightText', defaultMessage: 'Light text' },
  borders: { id: 'themeSlot.borders', defaultMessage: 'Borders' },
  focus: { id: 'themeSlot.focus', defaultMessage: 'Focus ring' },
  icons: { id: 'themeSlot.icons', defaultMessage: 'Icons' },
  surfacePart: { id: 'themeSlot.surfacePart', defaultMessage: '{surface} · {part}' },
})
