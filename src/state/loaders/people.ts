import { fetchSuggestions } from '../../api/accounts'
import { fetchStatusReactions } from '../../api/statuses'
import { createBundle } from '../../entities/bundle'
import {
  normalizeReactionList,
  normalizeSuggestions,
  type ReactionWho,
} from '../../entities/normalize-social'
import { ingest } from '../ingest'
import { clientOf, type LoadTarget } from './target'

/** Accounts the instance suggests following (GET /api/v1/suggestions), ingested; their ids. */
export async function loadSuggestions(target: LoadTarget): Promise<string[]> {
  const bundle = createBundle()
  const ids = normalizeSuggestions(await fetchSuggestions(clientOf(target)), bundle)
  ingest(target.store, target.accountKey, bundle)
  return ids
}

export type { ReactionWho }

/** Who reacted to a status with what (GET /api/v1/pleroma/statuses/:id/reactions), ingested. */
export async function loadStatusReactions(
  target: LoadTarget,
  statusId: string,
): Promise<ReactionWho[]> {
  const bundle = createBundle()
  const found = await fetchStatusReactions(clientOf(target), statusId)
  const reactions = normalizeReactionList(Array.isArray(found) ? found : [], bundle)
  ingest(target.store, target.accountKey, bundle)
  return reactions
}
