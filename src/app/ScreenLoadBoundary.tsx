import { Component, type ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'

interface Props {
  children: ReactNode
  /** Injectable for tests; reloads the page by default. */
  onRetry?: () => void
}

interface State {
  failed: boolean
}

/** A screen whose code could not be loaded (spec 1 section 8): the generic error and Retry. */
export class ScreenLoadBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    console.error('A screen failed to load', error)
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    const retry = this.props.onRetry ?? (() => location.reload())
    return (
      <div role="alert" className="screen-error">
        <p>
          <FormattedMessage id="general.generic_error" defaultMessage="An error occurred" />
        </p>
        <p>
          <FormattedMessage
            id="general.error_retry"
            defaultMessage="Something went wrong while loading this page. Please try again."
          />
        </p>
        <button type="button" onClick={retry}>
          <FormattedMessage id="async_component_error.retry" defaultMessage="Retry" />
        </button>
      </div>
    )
  }
}
