import type { ColumnBodyProps } from '../types'
import { Profile } from '../../src/ui/profile/Profile'
import type { UserParams } from './index'

/** A profile as a column: focused, its tab is the URL hash; in the deck, the column's params. */
export default function ProfileColumn(props: ColumnBodyProps<UserParams>) {
  const { params, onParamsChange } = props
  return (
    <Profile
      accountKey={props.account}
      accountId={params.accountId}
      tab={params.tab}
      {...(onParamsChange
        ? {
            onSelectTab: (tab) => {
              onParamsChange({ ...params, tab })
            },
          }
        : {})}
      {...(props.StatusTimeline ? { StatusTimeline: props.StatusTimeline } : {})}
    />
  )
}
