import type { ColumnParams } from '../../columns/types'

export interface FocusedTarget {
  kind: string
  params: ColumnParams
}

/**
 * The column kind and params a route shows when focused. Routes whose screens come with later
 * work (notifications, search, lists, announcements ...) have none yet; the profile by name is
 * resolved to an id first (see FocusedRoute).
 */
export function focusedTarget(
  route: string,
  params: Readonly<Record<string, string>>,
  hash: string,
): FocusedTarget | null {
  const tab = hash.replace(/^#/, '')
  switch (route) {
    case 'friends':
      return { kind: 'home', params: {} }
    case 'public-timeline':
      return { kind: 'local', params: {} }
    case 'public-external-timeline':
      return { kind: 'federated', params: {} }
    case 'bubble-timeline':
    case 'social-timeline':
      return { kind: 'bubble', params: {} }
    case 'bookmarks':
      return { kind: 'bookmarks', params: {} }
    case 'dms':
      return { kind: 'dms', params: {} }
    case 'tag-timeline':
      return params.tag ? { kind: 'tag', params: { tags: [params.tag] } } : null
    case 'conversation':
      return params.id ? { kind: 'thread', params: { statusId: params.id } } : null
    case 'list-timeline':
      return params.id ? { kind: 'list', params: { listId: params.id } } : null
    case 'external-user-profile':
      if (!params.id) return null
      if (tab === 'favorites') return { kind: 'favourites', params: {} }
      return {
        kind: 'user',
        params: {
          accountId: params.id,
          tab: tab === 'replies' || tab === 'media' ? tab : 'statuses',
        },
      }
    default:
      return null
  }
}
