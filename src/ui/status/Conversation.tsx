import { useMemo, useState, type CSSProperties } from 'react'
import { useIntl } from 'react-intl'
import { Alert } from '../common/Alert'
import { formatUserMessage } from '../common/format-user-message'
import { Spinner } from '../common/Spinner'
import { conversationMessages as m } from './conversation-messages'
import { StatusCard } from './StatusCard'
import {
  findSubtree,
  indentOf,
  initialFolds,
  visibleRows,
  type ThreadNode,
  type ThreadRow,
} from './thread-tree'
import { useCardSettings } from './use-entities'
import { useThread } from './use-thread'
import './conversation.css'

export interface ConversationProps {
  /** The focused status. */
  statusId: string
  /** Linear or tree; defaults to the conversationDisplay setting. */
  display?: 'linear' | 'tree'
  /** The thread column may collapse to the focused status; the /notice page may not. */
  collapsible?: boolean
  /** Dive into a subthread somewhere else (e.g. a new thread column); default: in place. */
  onDive?: (statusId: string) => void
}

function flatten(roots: readonly ThreadNode[]): ThreadRow[] {
  return visibleRows(roots, new Set())
}

/** The conversation of `/notice/{id}` and the thread column. */
export function Conversation({
  statusId,
  display,
  collapsible = false,
  onDive,
}: ConversationProps) {
  const intl = useIntl()
  const settings = useCardSettings()
  const thread = useThread(statusId)
  const mode = display ?? settings.conversationDisplay
  const [collapsed, setCollapsed] = useState(false)
  const [dive, setDive] = useState<{ root: string; for: string } | null>(null)
  const [folds, setFolds] = useState<{ for: string; ids: ReadonlySet<string> } | null>(null)
  const diveRoot = dive?.for === statusId ? dive.root : null

  const roots = useMemo(() => {
    if (diveRoot === null) return thread.roots
    const sub = findSubtree(thread.roots, diveRoot)
    return sub ? [sub] : thread.roots
  }, [thread.roots, diveRoot])
  const defaultFolds = useMemo(
    () => initialFolds(thread.roots, settings.maxDepthInThread),
    [thread.roots, settings.maxDepthInThread],
  )
  const folded = folds?.for === statusId ? folds.ids : defaultFolds
  const rows: ThreadRow[] =
    collapsible && collapsed
      ? [{ id: statusId, depth: 0, hiddenCount: 0 }]
      : mode === 'tree'
        ? visibleRows(roots, folded)
        : flatten(roots)

  const toggleFold = (id: string) => {
    const next = new Set(folded)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setFolds({ for: statusId, ids: next })
  }
  const diveInto = (id: string) => {
    if (onDive) onDive(id)
    else setDive({ root: id, for: statusId })
  }

  if (thread.error) return <Alert>{formatUserMessage(intl, thread.error)}</Alert>
  return (
    <section
      className={`conversation conversation-${mode}`}
      aria-label={intl.formatMessage(m.title)}
    >
      <div className="conversation-tools">
        {diveRoot !== null && (
          <button
            type="button"
            onClick={() => {
              setDive(null)
            }}
          >
            {intl.formatMessage(m.showAll)}
          </button>
        )}
        {collapsible && (
          <button
            type="button"
            aria-expanded={!collapsed}
            onClick={() => {
              setCollapsed(!collapsed)
            }}
          >
            {intl.formatMessage(collapsed ? m.expand : m.collapse)}
          </button>
        )}
      </div>
      {thread.loading && <Spinner />}
      <div role="feed" aria-busy={thread.loading} className="conversation-feed">
        {rows.map((row, index) => {
          const hasReplies = row.folded !== undefined
          return (
            <div
              key={row.id}
              className="conversation-row"
              style={
                mode === 'tree'
                  ? ({
                      '--depth': indentOf(row.depth, settings.maxDepthInThread),
                    } as CSSProperties)
                  : undefined
              }
            >
              <StatusCard
                statusId={row.id}
                focused={row.id === statusId}
                inConversation
                posinset={index + 1}
                setsize={rows.length}
                replyIds={mode === 'linear' ? thread.repliesOf(row.id) : undefined}
                thread={
                  mode === 'tree' && hasReplies
                    ? {
                        hidden: row.folded === true,
                        hiddenCount: row.hiddenCount,
                        onToggle: () => {
                          toggleFold(row.id)
                        },
                      }
                    : undefined
                }
                onDive={
                  hasReplies && row.id !== diveRoot
                    ? () => {
                        diveInto(row.id)
                      }
                    : undefined
                }
              />
            </div>
          )
        })}
      </div>
    </section>
  )
}
