import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import type { User } from '../../entities'
import { neutralizeBidi } from '../../lib/html'
import { UserName } from '../common/UserName'
import { statusMessages as m } from './messages'

export interface MutedRowProps {
  author: User | undefined
  authorId: string
  wordHits: readonly string[]
  onShow: () => void
  posinset?: number
  setsize?: number
  /** Set first inside the article (see StatusCardProps.lead). */
  lead?: ReactNode
}

/** A muted status folded into one row that the reader can open. */
export function MutedRow(props: MutedRowProps) {
  const intl = useIntl()
  const name = neutralizeBidi(props.author?.name || props.author?.screen_name || props.authorId)
  return (
    <article
      className="status status-muted-row"
      aria-label={intl.formatMessage(m.mutedRow, { name })}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
    >
      {props.lead}
      <UserName
        name={props.author?.name}
        screenName={props.author?.screen_name ?? props.authorId}
        emojis={props.author?.emoji}
      />
      {props.wordHits.length > 0 && (
        <span className="status-muted-words">
          {intl.formatMessage(m.mutedWords, { words: props.wordHits.join(', ') })}
        </span>
      )}
      <button type="button" className="status-link-button" onClick={props.onShow}>
        {intl.formatMessage(m.unmute)}
      </button>
    </article>
  )
}
