import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Attention } from '../../entities'
import { profileLink } from '../../entities/user-rules'
import { EXTERNAL_REL, tagRoute, type SafeLink } from '../../lib/html'

/**
 * How links in a status render: mentions go to the profile route (restricted nicknames
 * respected), the status's own hashtags to /tag/{tag}, and everything else, foreign tag links
 * included, opens in a new window.
 */
export function statusLinkRenderer(
  attentions: readonly Attention[],
  restrictedNicknames: readonly string[],
) {
  return function renderLink(link: SafeLink, children: ReactNode[], key: string): ReactNode {
    const className = link.classes.length > 0 ? link.classes.join(' ') : undefined
    if (link.kind === 'mention') {
      const who = attentions.find((a) => a.id === link.accountId)
      const path = profileLink(link.accountId, who?.screen_name, restrictedNicknames).path
      return (
        <Link key={key} to={path} className={className ?? 'mention'}>
          {children}
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
