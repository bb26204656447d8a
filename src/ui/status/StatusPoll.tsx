import { useCallback } from 'react'
import type { CustomEmoji } from '../../entities'
import { PollView } from './PollView'
import { useStatusEnv } from './status-env'
import { usePollEntity } from './use-entities'

/** The poll of a status, read from the cache by id, voting and refreshing through the actions. */
export function StatusPoll({ pollId, emojis }: { pollId: string; emojis: readonly CustomEmoji[] }) {
  const { actions, viewer } = useStatusEnv()
  const poll = usePollEntity(pollId)
  const refresh = useCallback(
    (id: string) => {
      void actions.refreshPoll(id)
    },
    [actions],
  )
  const vote = useCallback((id: string, choices: number[]) => actions.vote(id, choices), [actions])
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
