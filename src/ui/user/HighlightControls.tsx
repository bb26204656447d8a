import { useAtomValue, useSetAtom } from 'jotai'
import { useIntl } from 'react-intl'
import type { HighlightType } from '../../settings/defaults'
import { withHighlightColor, withHighlightType } from '../../settings/highlight'
import { useSettingsAtoms } from '../../settings/store'
import { Select } from '../primitives/Select'
import type { SelectOption } from '../primitives/select-options'
import { TextField } from '../primitives/TextField'
import { userMessages as m } from './messages'

const types: readonly HighlightType[] = ['disabled', 'solid', 'striped', 'side']
const labels = {
  disabled: m.highlightDisabled,
  solid: m.highlightSolid,
  striped: m.highlightStriped,
  side: m.highlightSide,
}
const HEX6 = /^#[0-9a-f]{6}$/i

/**
 * How this account's statuses are highlighted for the viewer (spec 3 §3-4): the type, and the
 * colour as text or from the colour picker. Stored in the viewer's `highlight` setting.
 */
export function HighlightControls({
  accountKey,
  screenName,
}: {
  accountKey: string
  screenName: string
}) {
  const intl = useIntl()
  const atoms = useSettingsAtoms(accountKey)
  const highlights = useAtomValue(atoms.effective).highlight
  const set = useSetAtom(atoms.set)
  const current = highlights[screenName]
  const options: SelectOption<HighlightType>[] = types.map((type) => ({
    value: type,
    label: intl.formatMessage(labels[type]),
  }))
  const setColour = (color: string) => {
    set({ name: 'highlight', value: withHighlightColor(highlights, screenName, color) })
  }
  return (
    <div className="user-highlight">
      <Select
        label={intl.formatMessage(m.highlight)}
        value={current?.type ?? 'disabled'}
        options={options}
        onChange={(type) => {
          set({ name: 'highlight', value: withHighlightType(highlights, screenName, type) })
        }}
      />
      {current && current.type !== 'disabled' && (
        <span className="user-highlight-colour">
          <TextField
            label={intl.formatMessage(m.highlightColour)}
            value={current.color}
            onChange={setColour}
            spellCheck={false}
          />
          <input
            type="color"
            className="user-highlight-picker"
            aria-label={intl.formatMessage(m.highlightPicker)}
            title={intl.formatMessage(m.highlightPicker)}
            value={HEX6.test(current.color) ? current.color.toLowerCase() : '#ffffff'}
            onChange={(event) => {
              setColour(event.target.value)
            }}
          />
        </span>
      )}
    </div>
  )
}
