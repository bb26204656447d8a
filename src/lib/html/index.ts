// The one way server content becomes something on screen.
export { clearTreeCache } from './tree-cache'
export { EXTERNAL_REL } from './render-tree'
export { SafeHtml } from './SafeHtml'
export { SafeText } from './SafeText'
export { neutralizeBidi } from './bidi'
export type { EmojiSource } from './emoji'
export { safeLinkHref, safeImageUrl, tagRoute } from './urls'
export type * from './tree'
