import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { NavIcon, type NavIconName } from './NavIcon'

/** One link of the menu drawer. */
export function Item({
  to,
  icon,
  children,
}: {
  to: string
  icon: NavIconName
  children: ReactNode
}) {
  return (
    <li>
      <NavLink to={to} className="drawer-link">
        <NavIcon name={icon} />
        <span>{children}</span>
      </NavLink>
    </li>
  )
}

/** One button of the menu drawer (an action rather than a place). */
export function ActionItem({
  icon,
  onClick,
  children,
}: {
  icon: NavIconName
  onClick: () => void
  children: ReactNode
}) {
  return (
    <li>
      <button type="button" className="drawer-link drawer-action" onClick={onClick}>
        <NavIcon name={icon} />
        <span>{children}</span>
      </button>
    </li>
  )
}
