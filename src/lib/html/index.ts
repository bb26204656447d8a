// The one way server content becomes something on screen.
export {
  sanitizeToTree,
  treeFromSanitized,
  DEFAULT_MAX_DEPTH,
  DEFAULT_MAX_NODES,
  DEFAULT_MAX_INPUT_LENGTH,
  PREVIEW_LIMITS,
} from './sanitize'
export { cachedSanitizeToTree, clearTreeCache } from './tree-cache'
export type { SanitizeOptions } from './sanitize'
export { textToTree } from './plain-text'
export type { PlainTextOptions } from './plain-text'
export { renderTree, EXTERNAL_REL } from './render-tree'
export type { RenderOptions } from './render-tree'
export { SafeHtml } from './SafeHtml'
export type { SafeHtmlProps } from './SafeHtml'
export { SafeText } from './SafeText'
export type { SafeTextProps } from './SafeText'
export { neutralizeBidi, hasBidiControls } from './bidi'
export { buildEmojiMap, splitEmoji } from './emoji'
export type { EmojiSource, EmojiMap } from './emoji'
export type { MentionSource } from './links'
export { safeLinkHref, safeImageUrl, tagRoute } from './urls'
export { treeText } from './tree-text'
export { MFM_NAMES, MFM_FLAGS, MFM_VALUES } from './tree'
export { mfmNameOf, mfmPresentation, parseMfmValue, readMfm, MAX_MFM_DEPTH } from './mfm'
export type { MfmPresentation } from './mfm'
export type * from './tree'
