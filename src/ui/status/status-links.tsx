import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Attention } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { EXTERNAL_REL, tagRoute, type SafeLink } from '../../lib/html'
import type { Settings } from '../../settings/defaults'
import { MentionAvatar } from './MentionAvatar'

export type MentionOptions = Pick<
  Settings,
  'mentionLinkDisplay' | 'mentionLinkShowTooltip' | 'mentionLinkShowAvatar'
>

/** The handle a mention shows: `@name`, or with its instance for remote users or everyone. */
export function mentionText(
  who: Pick<Attention, 'screen_name' | 'username'>,
  display: MentionOptions['mentionLinkDisplay'],
  localHost: string,
): string | null {
  const remote = who.screen_name.includes('@')
  if (display === 'short') return null
  if (display === 'full_for_remote') return remote ? `@${who.screen_name}` : null
  return remote ? `@${who.screen_name}` : `@${who.screen_name}@${localHost}`
}

/**
 * How links in a status render: mentions go to the profile route (restricted nicknames
 * respected), shown as the mention settings ask (the server's text, or the full handle; the
 * full handle on hover; a small avatar), the status's own hashtags to /tag/{tag}, and everything
 * else, foreign tag links included, opens in a new window.
 */
export function statusLinkRenderer(
  attentions: readonly Attention[],
  restrictedNicknames: readonly string[],
  mentions?: MentionOptions & { localHost: string },
) {
  return function renderLink(link: SafeLink, children: ReactNode[], key: string): ReactNode {
    const className = link.classes.length > 0 ? link.classes.join(' ') : undefined
    if (link.kind === 'mention') {
      const who = attentions.find((a) => a.id === link.accountId)
      const path = profileLink(link.accountId, who?.screen_name, restrictedNicknames).path
      const text =
        who && mentions ? mentionText(who, mentions.mentionLinkDisplay, mentions.localHost) : null
      const full = who
        ? who.screen_name.includes('@') || !mentions
          ? `@${who.screen_name}`
          : `@${who.screen_name}@${mentions.localHost}`
        : undefined
      return (
        <Link
          key={key}
          to={path}
          className={className ?? 'mention'}
          title={mentions?.mentionLinkShowTooltip === true ? full : undefined}
        >
          {mentions?.mentionLinkShowAvatar === true && <MentionAvatar userId={link.accountId} />}
          {text ?? children}
        </Link>
      )
    }
    if (link.kind === 'hashtag' && link.internal) {
      return (
        <Link key={key} to={tagRoute(link.tag)} className={className ?? 'hashtag'}>
          {children}
        </Link>
      )
    }
    return (
      <a key={key} href={link.href} className={className} rel={EXTERNAL_REL} target="_blank">
        {children}
      </a>
    )
  }
}
