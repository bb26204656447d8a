import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { fetchStatusSource } from '../../api/statuses'
import type { ApiStatus, ApiStatusSource } from '../../api/wire'
import type { ComposerDraft } from '../../lib/composer/draft'
import { targetIdentity, type ComposerTarget } from '../../lib/composer/initial-draft'
import { Alert, Spinner } from '../common'
import { useComposerEnv } from './composer-env'
import { errorFromCall } from './composer-errors'
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
  /** The deck ingests the new status into the columns that should show it. */
  onPosted?: (status: ApiStatus) => void
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
  const { client } = useComposerEnv()
  const [source, setSource] = useState<
    | { kind: 'loading' }
    | { kind: 'ready'; value: ApiStatusSource }
    | { kind: 'error'; text: string }
  >({ kind: 'loading' })

  useEffect(() => {
    let live = true
    fetchStatusSource(client, target.statusId)
      .then((value) => live && setSource({ kind: 'ready', value }))
      .catch((error: unknown) => {
        const line = errorFromCall(error)
        const text =
          line.text ??
          line.messages.map((m) => intl.formatMessage(m.descriptor, m.values)).join(' ')
        if (live) setSource({ kind: 'error', text })
      })
    return () => {
      live = false
    }
  }, [client, target.statusId, intl])

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
  const fromSource: Partial<ComposerDraft> = {
    ...prefill,
    status: source.value.text,
    spoilerText: source.value.spoiler_text,
    ...(source.value.content_type ? { contentType: source.value.content_type } : {}),
  }
  return <ComposerForm {...rest} target={target} prefill={fromSource} />
}
