import { useCallback, useState, useSyncExternalStore, type SubmitEvent } from 'react'
import { useIntl } from 'react-intl'
import type { CustomEmoji, Poll } from '../../entities'
import { SafeText } from '../../lib/html'
import {
  canVote,
  pollExpiry,
  pollInputKind,
  pollResults,
  showsPollResults,
  voteChoices,
} from '../../lib/status/poll'
import { clockNow, subscribeClock } from '../common/clock'
import { RelativeTime } from '../common/RelativeTime'
import { pollMessages as m } from './poll-messages'
import { usePollTracking } from './use-poll-tracking'
import './poll.css'

export interface PollViewProps {
  poll: Poll
  /** Emoji of the status (option titles may use them). */
  emojis: readonly CustomEmoji[]
  signedIn: boolean
  /** Send a vote; resolves when the server answered (the poll entity updates). */
  onVote: (pollId: string, choices: number[]) => Promise<unknown>
  onRefresh: (pollId: string) => void
}

/** spec 2 "Poll": options until voted, expired or signed out, then rounded percentages. */
export function PollView({ poll, emojis, signedIn, onVote, onRefresh }: PollViewProps) {
  const intl = useIntl()
  const now = useSyncExternalStore(subscribeClock, clockNow, clockNow)
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [loading, setLoading] = useState(false)
  const refresh = useCallback(
    (id: string) => {
      onRefresh(id)
    },
    [onRefresh],
  )
  usePollTracking(poll.id, refresh)
  const allEmojis = [...emojis, ...poll.emojis]
  const results = showsPollResults(poll, signedIn, now)
  const kind = pollInputKind(poll)
  const choices = voteChoices(poll, chosen)
  const expiry = pollExpiry(poll)
  const expiredNow = expiry !== null && now > expiry.getTime()

  const submit = (event: SubmitEvent) => {
    event.preventDefault()
    if (choices === null || !canVote(poll, signedIn, loading, now)) return
    setLoading(true)
    void onVote(poll.id, choices).finally(() => {
      setLoading(false)
      setChosen(new Set())
    })
  }

  const footer = (
    <p className="poll-footer">
      <span>
        {intl.formatMessage(poll.multiple && poll.voters_count !== null ? m.voters : m.votes, {
          count: poll.multiple && poll.voters_count !== null ? poll.voters_count : poll.votes_count,
        })}
      </span>
      {expiry !== null && (
        <span>
          {intl.formatMessage(poll.expired || expiredNow ? m.expired : m.expiresIn, {
            time: <RelativeTime key="t" date={poll.expires_at} />,
          })}
        </span>
      )}
    </p>
  )

  if (results) {
    return (
      <div className="poll poll-results" role="group" aria-label={intl.formatMessage(m.poll)}>
        <ul className="poll-options">
          {pollResults(poll).map((option) => (
            <li key={option.index} className={option.own ? 'poll-option poll-own' : 'poll-option'}>
              <span className="poll-percent">
                {intl.formatMessage(m.percent, { percent: option.percent })}
              </span>
              <SafeText text={option.title} emojis={allEmojis} className="poll-title" />
              {option.own && (
                <span className="visually-hidden">{intl.formatMessage(m.ownVote)}</span>
              )}
              <span className="poll-bar" style={{ width: `${String(option.percent)}%` }} />
            </li>
          ))}
        </ul>
        {footer}
      </div>
    )
  }

  return (
    <form className="poll poll-form" onSubmit={submit} aria-label={intl.formatMessage(m.poll)}>
      <fieldset disabled={loading} className="poll-options">
        <legend className="visually-hidden">
          {intl.formatMessage(poll.multiple ? m.chooseMany : m.chooseOne)}
        </legend>
        {poll.options.map((option, index) => (
          <label key={index} className="poll-option">
            <input
              type={kind}
              name={`poll-${poll.id}`}
              checked={chosen.has(index)}
              onChange={(event) => {
                const next = new Set(kind === 'radio' ? [] : chosen)
                if (event.currentTarget.checked) next.add(index)
                else next.delete(index)
                setChosen(next)
              }}
            />
            <SafeText text={option.title} emojis={allEmojis} className="poll-title" />
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={loading || choices === null}>
        {intl.formatMessage(m.vote)}
      </button>
      {footer}
    </form>
  )
}
