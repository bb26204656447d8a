import { Conversation } from '../../src/ui/status'
import type { ColumnBodyProps } from '../types'

export default function ThreadColumn({ params, focused }: ColumnBodyProps<{ statusId: string }>) {
  return (
    <div className="thread-column">
      {/* The /notice page is not collapsible; the thread column inside the deck is. */}
      <Conversation statusId={params.statusId} collapsible={!focused} />
    </div>
  )
}
