export interface ApiTagHistory {
  /** Unix day as a string. */
  day: string
  uses: string
  accounts: string
}

/** GET /api/v1/tags/:name, follow/unfollow, followed_tags. Url uses `/tags/` (statuses use `/tag/`). */
export interface ApiTag {
  name: string
  url: string
  history?: ApiTagHistory[]
  following?: boolean
  id?: string
}
