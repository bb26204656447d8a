import { useRef } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { Status } from '../../entities'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { ActionBar } from './ActionBar'
import { InteractionLists } from './InteractionLists'
import { statusMessages as m } from './messages'
import { Reactions } from './Reactions'
import type { StatusController } from './use-status-controller'
import { routePath } from '../../routes/route-table'
import { lazyDialog } from '../common/lazy-after-first-paint'
import { useStatusEnv } from './status-env'

// The emoji data and the picker's code come when a card first opens it, never with the card.
const ReactionPicker = lazyDialog(() => import('../emoji/ReactionPicker'), 'ReactionPicker')

export interface StatusFooterProps {
  status: Status
  controller: StatusController
  /** The focused status of a thread lists who favourited and repeated it. */
  focused: boolean
  /** Ids of direct replies, listed under the status (conversation view). */
  replyIds: readonly string[] | undefined
}

/** Under the post: replies list, who favourited or repeated, reactions, an alert, the actions. */
export function StatusFooter({ status, controller, focused, replyIds }: StatusFooterProps) {
  const intl = useIntl()
  const { settings, commands } = controller
  const { accountKey } = useStatusEnv()
  const pickerSpot = useRef<HTMLDivElement>(null)
  // Back to the bar's React button after a pick or Escape (not when focus left for elsewhere).
  const backToButton = () =>
    pickerSpot.current?.parentElement
      ?.querySelector<HTMLButtonElement>('.action-bar [data-action="react"]')
      ?.focus()
  return (
    <>
      {replyIds && replyIds.length > 0 && (
        <p className="status-replies">
          {intl.formatMessage(m.replies)}
          {replyIds.map((id) => (
            <Link key={id} to={routePath('conversation', { id })} className="status-reply-link">
              {intl.formatMessage(m.replyLink, { id: id.slice(-6) })}
            </Link>
          ))}
        </p>
      )}
      {focused && <InteractionLists status={status} />}
      {(settings.emojiReactionsOnTimeline || focused) && (
        <Reactions
          status={status}
          onToggle={
            controller.can.react
              ? (emoji, on) => {
                  commands.react(emoji, on)
                }
              : undefined
          }
        />
      )}
      {controller.alert && (
        <Alert onDismiss={controller.dismissAlert} className="status-alert">
          {formatUserMessage(intl, controller.alert)}
        </Alert>
      )}
      <ActionBar status={status} controller={controller} hidePostStats={settings.hidePostStats} />
      {controller.pickerOpen && (
        <div className="status-reaction-picker" ref={pickerSpot}>
          <ReactionPicker
            accountKey={accountKey}
            onPick={(name) => {
              commands.react(name)
            }}
            onClose={(reason) => {
              controller.closePicker()
              if (reason !== 'blur') backToButton()
            }}
          />
        </div>
      )}
    </>
  )
}
