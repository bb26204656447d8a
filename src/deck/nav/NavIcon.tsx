import { navIconPaths, type NavIconName } from './nav-icons'

/** A navigation icon; decoration inside a labelled link or button. */
export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg
      className="icon"
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      aria-hidden
      focusable="false"
    >
      <path d={navIconPaths[name]} />
    </svg>
  )
}
