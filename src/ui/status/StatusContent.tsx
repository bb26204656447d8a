import { useMemo, useState, type ReactNode } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import type { Status } from '../../entities'
import { SafeHtml, SafeText } from '../../lib/html'
import { applyGreentext, bodyCollapse } from '../../lib/status'
import { statusMessages as m } from './messages'
import { useStatusEnv } from './status-env'
import { statusLinkRenderer } from './status-links'
import { useCardSettings } from './use-entities'
import { loadMfmStyles } from './mfm-style-loader'
import './status-content.css'

/**
 * Misskey markdown (renderMisskeyMarkdown, renderMfmOnHover): when off, the sanitiser drops the
 * MFM spans and the body carries `mfm-disabled` as the reference client does; in hover mode
 * the functions animate only while the pointer (or focus) is on the body.
 */
function bodyTextClass(renderMfm: boolean, onHover: boolean, html: string): string {
  if (!renderMfm) return 'status-text mfm-disabled'
  // A class rather than `:has(.mfm)` in the stylesheet: that selector made the style pass of a
  // column mounting many cards several times slower. A stray "mfm" in plain text only clips.
  const uses = html.includes('mfm')
  // Its styles load on demand (mfm-style-loader.ts); usually they are there already.
  if (uses) void loadMfmStyles()
  const classes = uses ? 'status-text status-text-mfm' : 'status-text'
  return onHover ? `${classes} mfm-hover` : classes
}

function languageName(intl: IntlShape, code: string): string {
  try {
    return intl.formatDisplayName(code, { type: 'language' }) ?? code
  } catch {
    return code
  }
}

export interface StatusContentProps {
  status: Status
  /** Whether a content warning is open (the card owns it so the keyboard can toggle it). */
  cwOpen: boolean
  onToggleCw: () => void
  collapseMessageWithSubject: boolean
  greentext: boolean
  restrictedNicknames: readonly string[]
  /** Poll, gallery, ...: hidden with the body behind a content warning. */
  children?: ReactNode
}

/**
 * Content warning and body (spec 2 §4 "Collapsing"): a subject over 240 characters is clamped
 * with a toggle; the body hides behind the subject when collapse-with-subject is on, else a
 * tall body starts collapsed with "show more". While it is collapsed only its start is
 * sanitised and rendered (SafeHtml's preview), which keeps a 200 KB post within the render
 * budget; the whole tree is built when the reader expands it.
 */
export function StatusContent(props: StatusContentProps) {
  const { status } = props
  const intl = useIntl()
  const settings = useCardSettings()
  const { renderMisskeyMarkdown, renderMfmOnHover } = settings
  const { mentionLinkDisplay, mentionLinkShowTooltip, mentionLinkShowAvatar } = settings
  const { accountKey } = useStatusEnv()
  // Local users' full handles carry this instance's host (the account key's).
  const localHost = accountKey.slice(accountKey.lastIndexOf('@') + 1)
  const rules = bodyCollapse(status, props.collapseMessageWithSubject)
  const [fullSubject, setFullSubject] = useState(false)
  const [tallOpen, setTallOpen] = useState(false)
  const hasSubject = status.summary.trim() !== ''
  const renderLink = useMemo(
    () =>
      statusLinkRenderer(status.attentions, props.restrictedNicknames, {
        mentionLinkDisplay,
        mentionLinkShowTooltip,
        mentionLinkShowAvatar,
        localHost,
      }),
    [
      status.attentions,
      props.restrictedNicknames,
      mentionLinkDisplay,
      mentionLinkShowTooltip,
      mentionLinkShowAvatar,
      localHost,
    ],
  )
  const tags = useMemo(() => status.tags.map((t) => t.name), [status.tags])
  const mentions = useMemo(
    () => status.attentions.map((a) => ({ id: a.id, url: a.statusnet_profile_url })),
    [status.attentions],
  )
  const bodyHidden = rules.behindSubject && !props.cwOpen
  const tallClosed = rules.collapsedAsTall && !tallOpen
  const translation = status.translation

  return (
    <div className="status-content">
      {hasSubject && (
        <div className="status-subject-row">
          <div
            className={
              rules.longSubject && !fullSubject
                ? 'status-subject status-subject-clamped'
                : 'status-subject'
            }
          >
            {status.summary_raw_html !== '' ? (
              <SafeHtml as="span" html={status.summary_raw_html} emojis={status.emojis} />
            ) : (
              <SafeText text={status.summary} emojis={status.emojis} multiline />
            )}
          </div>
          {rules.longSubject && (
            <button
              type="button"
              className="status-link-button"
              aria-expanded={fullSubject}
              onClick={() => {
                setFullSubject(!fullSubject)
              }}
            >
              {intl.formatMessage(fullSubject ? m.hideFullSubject : m.showFullSubject)}
            </button>
          )}
          {rules.behindSubject && (
            <button
              type="button"
              className="status-cw-toggle"
              aria-expanded={props.cwOpen}
              onClick={props.onToggleCw}
            >
              {intl.formatMessage(props.cwOpen ? m.hideContent : m.showContent)}
            </button>
          )}
        </div>
      )}
      {!bodyHidden && (
        <>
          <div className={tallClosed ? 'status-body status-body-tall' : 'status-body'}>
            <SafeHtml
              className={bodyTextClass(renderMisskeyMarkdown, renderMfmOnHover, status.raw_html)}
              html={status.raw_html}
              mfm={renderMisskeyMarkdown}
              emojis={status.emojis}
              mentions={mentions}
              tags={tags}
              lang={status.language ?? undefined}
              renderLink={renderLink}
              preview={tallClosed}
              transform={props.greentext ? applyGreentext : undefined}
            />
            {translation && (
              <div className="status-translation">
                <p className="status-translation-source">
                  {intl.formatMessage(m.translatedFrom, {
                    language: languageName(intl, translation.detected_language),
                  })}
                </p>
                <SafeHtml html={translation.text} emojis={status.emojis} />
              </div>
            )}
          </div>
          {rules.collapsedAsTall && (
            <button
              type="button"
              className="status-link-button status-tall-toggle"
              aria-expanded={tallOpen}
              onClick={() => {
                setTallOpen(!tallOpen)
              }}
            >
              {intl.formatMessage(tallOpen ? m.showLess : m.showMore)}
            </button>
          )}
          {props.children}
        </>
      )}
    </div>
  )
}
