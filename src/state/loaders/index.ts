// Loaders: what a screen reads from the server, fetched through src/api, normalised by
// src/entities and ingested where it is an entity. Screens call them through `useLoad` (or
// directly for a one-off request on submit) and get ids or client entities, never wire types.

export { lookupAccount, loadStaff } from './accounts'
export { loadFrontendProfile, saveFrontendProfile } from './frontend-settings'
export { loadListMembers, loadLists } from './lists'
export { loadStatusReactions, loadSuggestions, type ReactionWho } from './people'
export {
  loadFollowedTags,
  loadFollows,
  loadPinnedStatuses,
  loadProfile,
  loadRecentStatuses,
  loadRelationship,
  profileErrorOf,
} from './profile'
export type { Paged } from './profile'
export { loadRemoteReactionImages, probeAnimation } from './reaction-images'
export {
  loadSearch,
  searchAccounts,
  searchHashtags,
  searchPeople,
  type SearchResults,
} from './search'
export { loadCaptcha, sendPasswordReset } from './sign-up'
export { loadInteractions, loadStatus, loadStatusHistory } from './statuses'
export type { LoadTarget } from './target'
export { loadThemeData, loadThemeNames } from './themes'
export { loadTranslationLanguages, type TranslationLanguage } from './translation'
export { useLoad } from './use-load'
