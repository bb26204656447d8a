// Hashtags in the state layer: the followed tags (the drawer), one tag's follow state (a tag
// view) and the follow action that changes both.
export { followTag } from './actions'
export { loadTag, useFollowedTags, useKnownTag } from './tags-store'
