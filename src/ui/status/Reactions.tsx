import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { EmojiReaction, Status } from '../../entities'
import { safeImageUrl } from '../../lib/html'
import { visibleReactions } from '../../lib/status/collapse'
import { loadRemoteReactionImages, probeAnimation, useLoad } from '../../state/loaders'
import { lazyDialog } from '../common/lazy-after-first-paint'
import { Icon } from '../common/Icon'
import { isGif } from '../media/still-image'
import { StillImage } from '../media/StillImage'
import { actionMessages as m } from './action-messages'
import { isCustomReaction, misskeyNote, unicodeEmojiImageUrl } from './reaction-images'
import { useStatusEnv } from './status-env'
import { useCardSettings } from './use-entities'

const ReactionListDialog = lazyDialog(() => import('./ReactionListDialog'), 'ReactionListDialog')

export interface ReactionsProps {
  status: Status
  /** Toggle the viewer's reaction (signed in only; visitors see counts). */
  onToggle?: (emoji: string, on: boolean) => void
}

/**
 * Resolve custom reactions without an image from the remote Misskey-style host; null until
 * (and unless) that host answered.
 */
function useRemoteReactionUrls(status: Status): Record<string, string> | null {
  const { accountKey } = useStatusEnv()
  const needs = status.emoji_reactions.some((r) => r.url === null && isCustomReaction(r.name))
  const note = needs && !status.is_local ? misskeyNote(status.uri) : null
  const urls = useLoad(accountKey, note && `reactions ${note.host} ${note.noteId}`, (target) =>
    note ? loadRemoteReactionImages(target, note.host, note.noteId) : Promise.resolve({}),
  )
  return urls.status === 'ready' ? urls.data : null
}

function remoteImage(reaction: EmojiReaction, remote: Record<string, string> | null) {
  if (remote === null) return undefined
  if (!isCustomReaction(reaction.name)) return unicodeEmojiImageUrl(reaction.name)
  return remote[reaction.name.split('@')[0] ?? '']
}

/** Whether a custom reaction image is animated though its name does not end in .gif. */
function useProbedAnimation(url: string | undefined, enabled: boolean): boolean {
  const { accountKey } = useStatusEnv()
  const probed = useLoad(
    accountKey,
    enabled && url !== undefined ? `probe ${url}` : null,
    (target) => (url === undefined ? Promise.resolve(false) : probeAnimation(target, url)),
  )
  return probed.status === 'ready' && probed.data
}

function ReactionFace({
  reaction,
  remote,
  stopGifs,
}: {
  reaction: EmojiReaction
  remote: Record<string, string> | null
  stopGifs: boolean
}) {
  const url = safeImageUrl(reaction.url ?? remoteImage(reaction, remote))
  // Unicode reactions come from the emoji CDN as still PNGs: only custom ones are probed.
  const custom = isCustomReaction(reaction.name)
  const gif = url !== undefined && isGif(url)
  const animated = useProbedAnimation(url, stopGifs && custom && !gif)
  const alt = ':' + reaction.name + ':'
  if (url !== undefined) {
    // An animated reaction holds still under stopGifs until the pointer is over it.
    return (
      <StillImage
        className="reaction-image"
        src={url}
        alt={alt}
        loading="lazy"
        stop={stopGifs && (gif || animated)}
      />
    )
  }
  return <span className="reaction-text">{reaction.name}</span>
}

/** Emoji reactions: toggles with counts, collapsed past 12 behind "+N". */
export function Reactions({ status, onToggle }: ReactionsProps) {
  const intl = useIntl()
  const [expanded, setExpanded] = useState(false)
  const [listOpen, setListOpen] = useState(false)
  const remote = useRemoteReactionUrls(status)
  const { stopGifs } = useCardSettings()
  if (status.emoji_reactions.length === 0) return null
  const list = visibleReactions(status.emoji_reactions, expanded)
  return (
    <div className="reactions" role="group" aria-label={intl.formatMessage(m.reactions)}>
      {list.shown.map((reaction) => (
        <button
          key={reaction.name}
          type="button"
          className={reaction.me ? 'reaction reaction-me' : 'reaction'}
          aria-pressed={reaction.me}
          aria-label={intl.formatMessage(m.reactionLabel, {
            emoji: reaction.name,
            count: reaction.count,
          })}
          disabled={onToggle === undefined}
          onClick={() => onToggle?.(reaction.name, !reaction.me)}
        >
          <ReactionFace reaction={reaction} remote={remote} stopGifs={stopGifs} />
          <span className="reaction-count">{intl.formatNumber(reaction.count)}</span>
        </button>
      ))}
      {list.hidden > 0 && (
        <button
          type="button"
          className="reaction reaction-more"
          onClick={() => {
            setExpanded(true)
          }}
        >
          {intl.formatMessage(m.moreReactions, { number: list.hidden })}
        </button>
      )}
      <button
        type="button"
        className="reactions-who"
        aria-haspopup="dialog"
        aria-label={intl.formatMessage(m.whoReacted)}
        title={intl.formatMessage(m.whoReacted)}
        onClick={() => {
          setListOpen(true)
        }}
      >
        <Icon name="users" />
      </button>
      {listOpen && (
        <ReactionListDialog
          statusId={status.id}
          onClose={() => {
            setListOpen(false)
          }}
        />
      )}
    </div>
  )
}
