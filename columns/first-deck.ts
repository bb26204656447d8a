import type { ColumnParams } from './params'

/** Which public timelines the instance opens to visitors (signed out). */
export interface VisitorTimelines {
  local: boolean
  federated: boolean
}

/**
 * The columns of a person's first deck: home, notifications beside it (as deck users expect),
 * local and federated when signed in; for visitors, the public timelines the instance opens to
 * them.
 */
export function firstDeckColumns(
  signedIn: boolean,
  visitor: VisitorTimelines,
): { kind: string; params?: ColumnParams }[] {
  if (signedIn)
    return [{ kind: 'home' }, { kind: 'notifications' }, { kind: 'local' }, { kind: 'federated' }]
  return [
    ...(visitor.local ? [{ kind: 'local' }] : []),
    ...(visitor.federated ? [{ kind: 'federated' }] : []),
  ]
}
