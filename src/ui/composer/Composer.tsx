import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import type { ComposerDraft } from '../../lib/composer/draft'
import { targetIdentity, type ComposerTarget } from '../../lib/composer/initial-draft'
import { Alert, Spinner } from '../common'
import { useComposerEnv } from './composer-env'
import { ComposerForm } from './ComposerForm'
import { composerMessages } from './messages'

export type ComposerVariant = 'docked' | 'inline' | 'modal'

export interface ComposerProps {
  /** A new post when omitted. */
  target?: ComposerTarget
  variant?: ComposerVariant
  /** Prefilled text; a new post reads the `message` query parameter when this is omitted. */
  message?: string
  /** Edit and redraft start from the status (see prefillFromStatus). */
  prefill?: Partial<ComposerDraft>
  /** Posts are not awaited one by one; blocked posts are dropped silently. */
  optimistic?: boolean
  /** Posted: the new status (its id) is already in the account's cache. */
  onPosted?: (id: string) => void
  onCancel?: () => void
}

const newPost: ComposerTarget = { kind: 'status' }

function messageParameter(): string {
  try {
    return new URLSearchParams(globalThis.location.search).get('message') ?? ''
  } catch {
    return ''
  }
}

/**
 * One composer for every place: docked beside the deck, inline under a status for replies and
 * quotes, and in modals for new post, edit and redraft. The form starts over whenever the target
 * changes (another status replied to, another status edited).
 */
export function Composer(props: ComposerProps) {
  const target = props.target ?? newPost
  const identity = targetIdentity(target)
  const message = props.message ?? (target.kind === 'status' ? messageParameter() : '')
  return (
    <div className={`composer-shell composer-${props.variant ?? 'docked'}`}>
      {target.kind === 'edit' ? (
        <EditComposer key={identity} {...props} target={target} />
      ) : (
        <ComposerForm key={identity} {...props} target={target} message={message} />
      )}
    </div>
  )
}

type EditProps = ComposerProps & { target: Extract<ComposerTarget, { kind: 'edit' }> }

/** Edit loads the status source first (spec 2 §4), then opens the form with it. */
function EditComposer({ target, prefill, ...rest }: EditProps) {
  const intl = useIntl()
  const { actions } = useComposerEnv()
  const [source, setSource] = useState<
    | { kind: 'loading' }
    | { kind: 'ready'; value: Partial<ComposerDraft> }
    | { kind: 'error'; text: string }
  >({ kind: 'loading' })

  useEffect(() => {
    let live = true
    void actions.editSource(target.statusId).then((result) => {
      if (!live) return
      if (result.ok) {
        setSource({ kind: 'ready', value: result.value })
        return
      }
      const { text, messages } = result.error
      setSource({
        kind: 'error',
        text: text ?? messages.map((m) => intl.formatMessage(m.descriptor, m.values)).join(' '),
      })
    })
    return () => {
      live = false
    }
  }, [actions, target.statusId, intl])

  if (source.kind === 'loading') {
    return (
      <p className="composer-loading">
        <Spinner />
      </p>
    )
  }
  if (source.kind === 'error') {
    return <Alert>{intl.formatMessage(composerMessages.error, { error: source.text })}</Alert>
  }
  return <ComposerForm {...rest} target={target} prefill={{ ...prefill, ...source.value }} />
}
