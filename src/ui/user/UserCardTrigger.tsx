import {
  useImperativeHandle,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react'
import { Link } from 'react-router'
import { lazyPart, useLazyPart } from '../primitives/lazy-part'

// The user card's triggers are light (every status card and notification row has two); the card
// itself, with the popover behind it, loads the first time one opens or is pointed at.
const userCardPart = lazyPart(() => import('./UserCardLayer'))

const preload = () => {
  userCardPart.load().catch(() => undefined)
}

/** Opens the card from outside (the `p` key on a focused status). */
export interface UserCardHandle {
  open: () => void
}

function useCardLayer(handleRef: Ref<UserCardHandle> | undefined) {
  const [open, setOpen] = useState(false)
  const layer = useLazyPart(userCardPart, open)
  useImperativeHandle(handleRef, () => ({ open: () => setOpen(true) }), [])
  return { open, setOpen, layer }
}

interface TriggerProps {
  userId: string
  className?: string
  children: ReactNode
  handleRef?: Ref<UserCardHandle>
}

function CardLayer(props: {
  userId: string
  card: ReturnType<typeof useCardLayer>
  anchor: RefObject<HTMLElement | null>
}) {
  const { card } = props
  if (!card.open || !card.layer) return null
  return (
    <card.layer.UserCardLayer
      userId={props.userId}
      anchor={props.anchor}
      onClose={() => {
        card.setOpen(false)
      }}
    />
  )
}

/** A button (an avatar) that opens the account's card beside it. */
export function UserCardButton(props: TriggerProps & { label: string }) {
  const card = useCardLayer(props.handleRef)
  const anchor = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={anchor}
        type="button"
        className={props.className}
        aria-label={props.label}
        title={props.label}
        aria-haspopup="dialog"
        aria-expanded={card.open}
        onClick={() => {
          card.setOpen((open) => !open)
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {props.children}
      </button>
      <CardLayer userId={props.userId} card={card} anchor={anchor} />
    </>
  )
}

const modified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey

/**
 * A link to the profile (a name) whose plain click opens the card instead; a new tab or window
 * still follows the link. The card leads on to the profile.
 */
export function UserCardLink(props: TriggerProps & { to: string }) {
  const card = useCardLayer(props.handleRef)
  const anchor = useRef<HTMLAnchorElement>(null)
  return (
    <>
      <Link
        ref={anchor}
        to={props.to}
        className={props.className}
        aria-haspopup="dialog"
        aria-expanded={card.open}
        onClick={(event) => {
          if (modified(event)) return
          event.preventDefault()
          card.setOpen((open) => !open)
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {props.children}
      </Link>
      <CardLayer userId={props.userId} card={card} anchor={anchor} />
    </>
  )
}
