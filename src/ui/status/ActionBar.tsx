import { useIntl } from 'react-intl'
import type { Status } from '../../entities'
import type { Availability } from '../../lib/status/permissions'
import { EXTERNAL_REL } from '../../lib/html'
import { Icon, type IconName } from '../common/Icon'
import { actionMessages as m } from './action-messages'
import type { StatusController } from './use-status-controller'
import { StatusMenu } from './StatusMenu'
import { useInlineComposerOpen, useStatusEnv } from './status-env'
import './action-bar.css'

export interface ActionBarProps {
  status: Status
  controller: StatusController
  hidePostStats: boolean
}

interface BarButtonProps {
  icon: IconName
  label: string
  count?: number
  active?: boolean
  animating?: boolean
  availability: Availability
  /** Names the button for the card's own code (the inline composer gives focus back to it). */
  action?: string
  /** The inline composer this button opens is open under the card. */
  expanded?: boolean
  onClick: () => void
}

/** One bar action; a visitor's is a link to the remote-interaction page of their own server. */
function BarButton(props: BarButtonProps) {
  const intl = useIntl()
  const classes = [
    'action',
    props.active === true ? 'action-active' : '',
    props.animating === true ? 'action-animate' : '',
  ]
    .filter(Boolean)
    .join(' ')
  // The count shown is part of the name ("Reply 3"): what a voice-control user sees is what
  // they can say (WCAG 2.5.3), and a screen reader hears it too.
  const shown = props.count !== undefined && props.count > 0
  const formatted = shown ? intl.formatNumber(props.count ?? 0) : ''
  const count = shown ? <span className="action-count">{formatted}</span> : null
  const named = (label: string) => (shown ? `${label} ${formatted}` : label)
  if (props.availability.kind === 'remote') {
    const label = intl.formatMessage(m.remote, { action: props.label })
    return (
      <a
        className={classes}
        href={props.availability.url}
        target="_blank"
        rel={EXTERNAL_REL}
        aria-label={named(label)}
        title={label}
      >
        <Icon name={props.icon} />
        {count}
      </a>
    )
  }
  return (
    <button
      type="button"
      className={classes}
      aria-label={named(props.label)}
      title={props.label}
      aria-pressed={props.active}
      data-action={props.action}
      aria-expanded={props.expanded}
      disabled={props.availability.kind === 'unavailable'}
      onClick={props.onClick}
    >
      <Icon name={props.icon} filled={props.active === true} />
      {count}
    </button>
  )
}

/** Reply, repeat, favourite, reaction picker, quote and the extra menu. */
export function ActionBar({ status, controller, hidePostStats }: ActionBarProps) {
  const intl = useIntl()
  const { can, commands, animating } = controller
  const stat = (n: number) => (hidePostStats ? undefined : n)
  const hasPicker = useStatusEnv().onPickReaction !== undefined
  // Only where the card can open an inline composer does its button say whether it is open.
  const inlineOpen = useInlineComposerOpen()
  const expanded = (kind: 'reply' | 'quote') =>
    inlineOpen === undefined ? undefined : inlineOpen === kind
  return (
    <div className="action-bar" role="group" aria-label={intl.formatMessage(m.bar)}>
      <BarButton
        icon="reply"
        action="reply"
        expanded={expanded('reply')}
        label={intl.formatMessage(m.reply)}
        count={stat(status.replies_count)}
        availability={can.reply}
        onClick={commands.reply}
      />
      <BarButton
        icon="repeat"
        label={intl.formatMessage(
          can.repeat.kind === 'unavailable'
            ? m.repeatUnavailable
            : status.repeated
              ? m.unrepeat
              : m.repeat,
        )}
        count={stat(status.repeat_num)}
        active={status.repeated}
        animating={animating === 'repeat'}
        availability={can.repeat}
        onClick={() => {
          commands.repeat()
        }}
      />
      <BarButton
        icon="favourite"
        label={intl.formatMessage(status.favorited ? m.unfavourite : m.favourite)}
        count={stat(status.fave_num)}
        active={status.favorited}
        animating={animating === 'favourite'}
        availability={can.favourite}
        onClick={commands.favourite}
      />
      {can.react && (
        <BarButton
          icon="react"
          action="react"
          // The card's own picker opens under the bar; the environment's says nothing here.
          expanded={hasPicker ? undefined : controller.pickerOpen}
          label={intl.formatMessage(m.react)}
          availability={{ kind: 'available' }}
          onClick={hasPicker ? commands.pickReaction : controller.togglePicker}
        />
      )}
      {can.quote && (
        <BarButton
          icon="quote"
          action="quote"
          expanded={expanded('quote')}
          label={intl.formatMessage(m.quote)}
          availability={{ kind: 'available' }}
          onClick={commands.quote}
        />
      )}
      <StatusMenu status={status} controller={controller} />
    </div>
  )
}
