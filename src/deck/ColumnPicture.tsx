import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { routePath } from '../routes/route-table'
import { columnFrameSlotAtom, type ColumnPictureProps } from '../ui/common/column-frame-slot'
import { ColumnFrame } from './ColumnFrame'

const nothing = () => undefined

/** The column frame with its header, menu and edge, doing nothing: a picture of a column. */
function ColumnPicture(props: ColumnPictureProps) {
  return (
    <ColumnFrame
      columnId="column-picture"
      title={props.title}
      focusedPath={routePath('friends')}
      width="medium"
      index={0}
      count={1}
      active={false}
      onActivate={nothing}
      onMove={nothing}
      onResize={nothing}
      onRemove={nothing}
      onToggleSettings={nothing}
    >
      {props.children}
    </ColumnFrame>
  )
}

/** Lends the deck's column frame to the screens below it (the theme editor's preview). */
export function useColumnPictureSlot(): void {
  const set = useSetAtom(columnFrameSlotAtom)
  useEffect(() => {
    set({ render: (props) => <ColumnPicture {...props} /> })
    return () => set(null)
  }, [set])
}
