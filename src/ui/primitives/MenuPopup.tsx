import {
  Menu as AriakitMenu,
  MenuItem as AriakitMenuItem,
  MenuItemCheckbox,
  MenuItemRadio,
  useMenuStore,
} from '@ariakit/react'
import { useEffect, type RefObject } from 'react'
import { Icon } from '../common/Icon'
import type { InitialFocus, MenuItem } from './menu-items'

export interface MenuPopupProps {
  id: string
  label: string
  items: readonly MenuItem[]
  /** The menu button: the list sits beside it and focus returns to it. */
  anchor: RefObject<HTMLButtonElement | null>
  initialFocus: InitialFocus
  onClose: () => void
}

/** The open list of a Menu (loaded on demand: see Menu.tsx). */
export function MenuPopup({ id, label, items, anchor, initialFocus, onClose }: MenuPopupProps) {
  const store = useMenuStore({
    setOpen: (open) => {
      if (!open) onClose()
    },
    focusLoop: true,
    placement: 'bottom-end',
  })

  // Opens once mounted, after the closed menu's own effects: its items are registered and
  // focus moves to the first (or last) of them, as when Ariakit's own menu button opens it.
  useEffect(() => {
    store.setDisclosureElement(anchor.current)
    store.setAnchorElement(anchor.current)
    store.setInitialFocus(initialFocus)
    store.setAutoFocusOnShow(true)
    store.show()
  }, [store, anchor, initialFocus])

  return (
    <AriakitMenu store={store} id={id} aria-label={label} className="menu-list" portal gutter={4}>
      {items.map((item) => {
        const className = item.danger === true ? 'menu-item menu-item-danger' : 'menu-item'
        const content = (
          <>
            {item.icon && <Icon name={item.icon} />}
            <span className="menu-item-label">{item.label}</span>
          </>
        )
        if (item.checked === undefined) {
          return (
            <AriakitMenuItem
              key={item.id}
              className={className}
              disabled={item.disabled}
              onClick={item.onSelect}
            >
              {content}
            </AriakitMenuItem>
          )
        }
        const mark = <Icon name="check" className="menu-item-check" />
        return item.radio !== undefined ? (
          <MenuItemRadio
            key={item.id}
            className={className}
            disabled={item.disabled}
            name={item.radio}
            value={item.id}
            checked={item.checked}
            onChange={item.onSelect}
            hideOnClick
          >
            {content}
            {mark}
          </MenuItemRadio>
        ) : (
          <MenuItemCheckbox
            key={item.id}
            className={className}
            disabled={item.disabled}
            name={item.id}
            checked={item.checked}
            onChange={item.onSelect}
            hideOnClick
          >
            {content}
            {mark}
          </MenuItemCheckbox>
        )
      })}
    </AriakitMenu>
  )
}
