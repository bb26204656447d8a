import { useState } from 'react'
import { useNavigate } from 'react-router'
import { routePath } from '../../src/routes/route-table'
import { ListEditor } from '../../src/ui/lists/ListEditor'
import { ListsOverview } from '../../src/ui/lists/ListsOverview'
import type { ColumnBodyProps } from '../types'
import type { ListsParams } from './index'

/**
 * Lists, and making or editing one. A saved list opens its timeline (spec 1 §4); a deleted one
 * leads back to the lists. Focused, editing is its own address (`/lists/{id}/edit`); in the
 * deck it is the column's params.
 */
export default function ListsColumn({
  account,
  params,
  onParamsChange,
}: ColumnBodyProps<ListsParams>) {
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const toTimeline = (id: string) => void navigate(routePath('list-timeline', { id }))
  const toLists = () => {
    if (onParamsChange) onParamsChange({})
    else void navigate(routePath('lists'))
  }
  if (params.listId !== undefined) {
    return (
      <ListEditor
        key={params.listId}
        account={account}
        listId={params.listId}
        onSaved={toTimeline}
        onCancel={toLists}
        onDeleted={toLists}
      />
    )
  }
  if (creating) {
    return (
      <ListEditor
        account={account}
        listId={null}
        onSaved={toTimeline}
        onCancel={() => {
          setCreating(false)
        }}
      />
    )
  }
  return (
    <ListsOverview
      account={account}
      onNew={() => {
        setCreating(true)
      }}
      onEdit={(listId) => {
        if (onParamsChange) onParamsChange({ listId })
        else void navigate(routePath('lists-edit', { id: listId }))
      }}
    />
  )
}
