import { Component, type ErrorInfo, type ReactNode } from 'react'

interface Props {
  statusId: string
  children: ReactNode
}

interface State {
  failed: boolean
  statusId: string
}

/**
 * One malformed status must not take its column down: a card that throws while rendering is
 * skipped (renders nothing) and logged, and its neighbours carry on.
 */
export class CardBoundary extends Component<Props, State> {
  override state: State = { failed: false, statusId: this.props.statusId }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // A new status in the same slot gets its own chance.
    return props.statusId === state.statusId ? null : { failed: false, statusId: props.statusId }
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `Status ${this.props.statusId} could not be shown and was skipped`,
      error,
      info.componentStack,
    )
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
