import { Icon, type IconName } from '../../ui/common'

/** A navigation icon; decoration inside a labelled link or button. */
export function NavIcon({ name }: { name: NavIconName }) {
  return <Icon name={name} size="1.25em" />
}

export type NavIconName = IconName
