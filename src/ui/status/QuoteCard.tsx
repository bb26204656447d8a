import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { EXTERNAL_REL, SafeHtml, safeLinkHref } from '../../lib/html'
import { routePath } from '../../routes/route-table'
import { loadStatus, useLoad } from '../../state/loaders'
import { RelativeTime } from '../common/RelativeTime'
import { Spinner } from '../common/Spinner'
import { UserHandle, UserName } from '../common/UserName'
import { statusMessages as m } from './messages'
import { useStatusEnv } from './status-env'
import { useStatusEntity, useUserEntity } from './use-entities'

export interface QuoteCardProps {
  quoteId: string | null
  /** The quoted post's address, kept when it could not be resolved. */
  quoteUrl: string | null
}

/** A compact quoted post linking to its conversation; never quotes further (no nesting). */
export function QuoteCard({ quoteId, quoteUrl }: QuoteCardProps) {
  const intl = useIntl()
  const { accountKey } = useStatusEnv()
  const quoted = useStatusEntity(quoteId)
  const author = useUserEntity(quoted?.user_id)
  // A quote the cache does not hold is fetched into it; the card then reads it from there.
  const fetched = useLoad(
    accountKey,
    quoteId !== null && quoted === undefined ? `status ${quoteId}` : null,
    (target) => loadStatus(target, quoteId ?? ''),
  )

  if (quoteId === null || fetched.status === 'error' || quoted?.deleted === true) {
    const href = safeLinkHref(quoteUrl)
    return (
      <p className="quote-card quote-card-missing">
        {href !== undefined ? (
          <a href={href} target="_blank" rel={EXTERNAL_REL}>
            {intl.formatMessage(m.quoteUnavailable)}
          </a>
        ) : (
          intl.formatMessage(m.quoteUnavailable)
        )}
      </p>
    )
  }
  if (!quoted) return <Spinner className="quote-card" />
  return (
    <blockquote className="quote-card">
      <p className="quote-card-author">
        <UserName
          name={author?.name}
          screenName={author?.screen_name ?? ''}
          emojis={author?.emoji}
        />
        {author && <UserHandle handle={author.screen_name_ui} className="status-handle" />}
        <Link to={routePath('conversation', { id: quoted.id })}>
          <RelativeTime date={quoted.created_at} variant="compact" />
        </Link>
      </p>
      {quoted.summary.trim() !== '' ? (
        <p className="quote-card-subject">{quoted.summary}</p>
      ) : (
        // A quote is a glimpse with a link to the post: only its start is ever sanitised, so a
        // huge quoted post costs what a short one does.
        <SafeHtml
          className="quote-card-text"
          html={quoted.raw_html}
          emojis={quoted.emojis}
          preview
        />
      )}
    </blockquote>
  )
}
