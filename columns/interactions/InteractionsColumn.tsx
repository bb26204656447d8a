import { useState } from 'react'
import { useIntl } from 'react-intl'
import {
  interactionFilter,
  interactionTabsFor,
  isInteractionTab,
  useNotificationsColumn,
  type InteractionTab,
} from '../../src/state/notifications'
import { Tabs } from '../../src/ui/primitives/Tabs'
import { useStatusEnv } from '../../src/ui/status/status-env'
import { NotificationsList } from '../notifications/NotificationsList'
import type { ColumnBodyProps } from '../types'
import type { InteractionsParams } from './index'
import { interactionsMessages as m } from './messages'
import './interactions.css'

/**
 * The interactions: Mentions, Favs and repeats, Follows and (for those who do not follow moved
 * accounts along) Moves, each a notifications list with its kinds. A deck column keeps its tab
 * in its params; the focused view keeps it while shown.
 */
export default function InteractionsColumn(props: ColumnBodyProps<InteractionsParams>) {
  const intl = useIntl()
  const env = useStatusEnv()
  const { account, onParamsChange } = props
  // Until the viewer is known, no Moves: it shows only for allow_following_move off.
  const tabs = interactionTabsFor(env.viewer?.allow_following_move ?? true)
  const [chosen, setChosen] = useState<string | undefined>(props.params.tab)
  const wanted = onParamsChange ? props.params.tab : chosen
  const tab: InteractionTab =
    isInteractionTab(wanted) && tabs.includes(wanted) ? wanted : 'mentions'
  const filter = interactionFilter(tab)
  const list = useNotificationsColumn({
    accountKey: account,
    columnId: props.columnId,
    filter,
    staff: false,
    streaming: props.streaming,
  })
  const body = (
    <NotificationsList
      account={account}
      list={list}
      filter={filter}
      focusedRowId={props.focusedRowId}
      onFocusRow={props.onFocusRow}
    />
  )
  return (
    <div className="notifications-column interactions-column">
      <Tabs
        label={intl.formatMessage(m.tabs)}
        selected={tab}
        onSelect={(next) => {
          if (onParamsChange) onParamsChange({ tab: next })
          else setChosen(next)
        }}
        tabs={tabs.map((id) => ({
          id,
          label: intl.formatMessage(m[id]),
          panel: id === tab ? body : null,
        }))}
      />
    </div>
  )
}
