import type { ApiId } from './common.ts'

/** `{id, title}`: Akkoma has no replies_policy / exclusive (Mastodon does). */
export interface ApiList {
  id: ApiId
  title: string
  replies_policy?: 'followed' | 'list' | 'none' | (string & {})
  exclusive?: boolean
}
