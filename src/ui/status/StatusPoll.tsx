import { useCallback } from 'react'
import type { CustomEmoji } from '../../entities'
import { PollView } from './PollView'
import { useStatusEnv } from './status-env'
import { usePollEntity } from './use-entities'

/** The poll of a status, read from the cache by id, voting and refreshing through the handlers. */
export function StatusPoll({ pollId, emojis }: { pollId: string; emojis: readonly CustomEmoji[] }) {
  const { handlers, viewer } = useStatusEnv()
  const poll = usePollEntity(pollId)
  const refresh = useCallback(
    (id: string) => {
      void handlers.refreshPoll(id)
    },
    [handlers],
  )
  const vote = useCallback(
    (id: string, choices: number[]) => handlers.vote(id, choices),
    [handlers],
  )
  if (!poll) return null
  return (
    <PollView
      poll={poll}
      emojis={emojis}
      signedIn={viewer !== null}
      onVote={vote}
      onRefresh={refresh}
    />
  )
}
