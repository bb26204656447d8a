import { useIntl } from 'react-intl'
import type { Card } from '../../entities'
import { EXTERNAL_REL, SafeText, safeImageUrl, safeLinkHref } from '../../lib/html'
import { statusMessages as m } from './messages'

export interface LinkPreviewProps {
  card: Card
  /** A sensitive status shows no preview image. */
  sensitive: boolean
}

/** The link card: image, title, description and provider, all as text; opens in a new window. */
export function LinkPreview({ card, sensitive }: LinkPreviewProps) {
  const intl = useIntl()
  const href = safeLinkHref(card.url)
  if (href === undefined) return null
  const image = sensitive ? undefined : safeImageUrl(card.image)
  const title = card.title.trim() !== '' ? card.title : href
  return (
    <a
      className="link-preview"
      href={href}
      target="_blank"
      rel={EXTERNAL_REL}
      aria-label={intl.formatMessage(m.linkPreview, { title })}
    >
      {image !== undefined && (
        <img
          className="link-preview-image"
          src={image}
          alt={card.image_description}
          loading="lazy"
        />
      )}
      <span className="link-preview-text">
        {card.provider_name.trim() !== '' && (
          <SafeText text={card.provider_name} className="link-preview-provider" />
        )}
        <SafeText text={title} className="link-preview-title" />
        {card.description.trim() !== '' && (
          <SafeText text={card.description} className="link-preview-description" />
        )}
      </span>
    </a>
  )
}
