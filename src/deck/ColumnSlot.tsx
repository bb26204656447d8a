import { lazyDialog } from '../ui/common/lazy-after-first-paint'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { routePath } from '../routes/route-table'
import { ColumnBody } from './ColumnBody'
import { ColumnFrame } from './ColumnFrame'
import type { ColumnConfig } from './layout'
import type { LayoutAction } from './layout-actions'
import { deckMessages } from './messages'
import { useColumnContext } from './use-column-account'
import { useResolvedColumn } from './use-column-title'

const ColumnSettingsPanel = lazyDialog(() => import('./ColumnSettingsPanel'), 'ColumnSettingsPanel')

interface Props {
  column: ColumnConfig
  index: number
  count: number
  active: boolean
  onActivate: () => void
  dispatch: (action: LayoutAction) => void
}

/** One column of the deck: its frame, its settings panel when open, and its body. */
export function ColumnSlot({ column, index, count, active, onActivate, dispatch }: Props) {
  const intl = useIntl()
  const resolved = useResolvedColumn(column.kind, column.params, column.account)
  const context = useColumnContext(column.account)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const columnId = column.id
  const choices = resolved.ok
    ? resolved.kind.fields
        .filter((field) => field.input === 'choice' && field.choices)
        .map((field) => ({
          name: field.name,
          label: intl.formatMessage(field.label),
          value: String(resolved.params[field.name] ?? field.choices?.[0]?.value ?? ''),
          options: (field.choices ?? []).map((choice) => ({
            value: choice.value,
            label: intl.formatMessage(choice.label),
          })),
          onChange: (value: string) =>
            dispatch({
              type: 'configureColumn',
              columnId,
              params: { ...resolved.params, [field.name]: value },
            }),
        }))
    : []
  return (
    <ColumnFrame
      columnId={columnId}
      title={resolved.title}
      focusedPath={
        resolved.ok ? resolved.kind.focusedPath(resolved.params, context) : routePath('root')
      }
      width={column.width}
      index={index}
      count={count}
      active={active}
      onActivate={onActivate}
      onMove={(by) => dispatch({ type: 'moveColumnBy', columnId, by })}
      onResize={(width) => dispatch({ type: 'resizeColumn', columnId, width })}
      onRemove={() => dispatch({ type: 'removeColumn', columnId })}
      onToggleSettings={() => setSettingsOpen((open) => !open)}
    >
      {settingsOpen && (
        <ColumnSettingsPanel
          title={resolved.title}
          settings={column.settings}
          onChange={(settings) => dispatch({ type: 'configureColumn', columnId, settings })}
          onClose={() => setSettingsOpen(false)}
          choices={choices}
        />
      )}
      {resolved.ok ? (
        <ColumnBody
          columnId={columnId}
          kind={resolved.kind}
          params={resolved.params}
          account={column.account}
          settings={column.settings}
          title={resolved.title}
          focused={false}
          onParamsChange={(params) => dispatch({ type: 'configureColumn', columnId, params })}
        />
      ) : (
        <p className="column-broken" role="alert">
          {intl.formatMessage(deckMessages.brokenColumn)}
        </p>
      )}
    </ColumnFrame>
  )
}
