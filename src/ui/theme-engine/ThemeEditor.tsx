import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { changeSetting } from '../../state/settings-status'
import { Button, TextField } from '../primitives'
import { themeTabMessages } from '../settings/theme-messages'
import { ColourRow } from './ColourRow'
import { editorMessages as m } from './messages'
import type { ThemeSource } from './resolve'
import { baseSlots, colourSlots } from './slots'
import { ShapeFields } from './ShapeFields'
import { slotLabel } from './slot-labels'
import { useStartSource } from './start-source'
import { resolvedData, sourceData } from './theme-settings'
import { ThemeFileButtons, type ImportOutcome } from './ThemeFileButtons'
import { ThemePreview } from './ThemePreview'
import { useThemeDraft, type ThemeDraft } from './use-theme-draft'
import './theme-editor.css'

const derivedSlots = colourSlots.filter((slot) => !baseSlots.includes(slot))

const importMessages = { imported: m.imported, tooBig: m.importTooBig, invalid: m.importInvalid }

function LowWarning(props: { draft: ThemeDraft; onSave: () => void; onCancel: () => void }) {
  const intl = useIntl()
  const { low } = props.draft
  // "Text on Background: 2.10:1 below AA", for each pair.
  const pairs = low.map(
    (pair) =>
      `${slotLabel(intl, pair.text)} ${intl.formatMessage(m.contrastOn, {
        background: slotLabel(intl, pair.background),
        ratio: pair.ratio.toFixed(2),
        level: intl.formatMessage(m.levelBelowAA),
      })}`,
  )
  return (
    <div className="theme-warning" role="alert">
      <p>
        {intl.formatMessage(m.belowWarning, { count: low.length, pairs: intl.formatList(pairs) })}
      </p>
      <div className="theme-editor-buttons">
        <Button onClick={props.draft.fixAll}>{intl.formatMessage(m.fixAll)}</Button>
        <Button variant="danger" onClick={props.onSave}>
          {intl.formatMessage(m.saveAnyway)}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </div>
  )
}

/**
 * The custom theme editor, opened on the theme in use (the custom one, an instance theme or a
 * built-in look). See EditorBody.
 */
export function ThemeEditor({ owner, onClose }: { owner: string; onClose: () => void }) {
  const intl = useIntl()
  const start = useStartSource(owner)
  if (start === null) {
    return <p className="settings-hint">{intl.formatMessage(themeTabMessages.loadingEditor)}</p>
  }
  return <EditorBody owner={owner} onClose={onClose} start={start} />
}

/**
 * The custom theme editor: every colour (base ones first, then those that follow them), the
 * opacity, radii, fonts and shadows; contrast of each text pair as it changes; a preview in
 * the theme; save (warned below AA), reset, and the theme file out and in.
 */
function EditorBody(props: { owner: string; onClose: () => void; start: ThemeSource }) {
  const { owner, onClose } = props
  const intl = useIntl()
  const store = useStore()
  const draft = useThemeDraft(props.start)
  const [warning, setWarning] = useState(false)
  const [status, setStatus] = useState<string | null>(null)

  const save = () => {
    setWarning(false)
    const change = (update: Parameters<typeof changeSetting>[2]) =>
      changeSetting(store, owner, update)
    change({ name: 'customThemeSource', value: sourceData(draft.source) })
    change({ name: 'customTheme', value: resolvedData(draft.resolved) })
    change({ name: 'colors', value: { ...draft.resolved.colors } })
    change({ name: 'theme', value: 'custom' })
    setStatus(intl.formatMessage(m.saved))
  }
  const onImport = (outcome: ImportOutcome) =>
    setStatus(intl.formatMessage(importMessages[outcome]))

  return (
    <div className="theme-editor" aria-label={intl.formatMessage(m.title)} role="group">
      <div className="theme-editor-layout">
        <div className="theme-editor-side">
          <ThemePreview theme={draft.resolved} />
          <div className="theme-editor-actions">
            {status !== null && (
              <p className="settings-hint" role="status">
                {status}
              </p>
            )}
            {warning && (
              <LowWarning draft={draft} onSave={save} onCancel={() => setWarning(false)} />
            )}
            <div className="theme-editor-buttons">
              <Button
                variant="primary"
                onClick={() => (draft.low.length > 0 ? setWarning(true) : save())}
              >
                {intl.formatMessage(m.save)}
              </Button>
              <Button onClick={draft.resetAll}>{intl.formatMessage(m.resetAll)}</Button>
              <Button variant="ghost" onClick={onClose}>
                {intl.formatMessage(m.close)}
              </Button>
            </div>
            <ThemeFileButtons draft={draft} onImport={onImport} />
          </div>
        </div>
        <div className="theme-editor-main">
          <TextField
            label={intl.formatMessage(m.name)}
            value={draft.source.name ?? ''}
            maxLength={60}
            onChange={(name) => draft.setName(name.replace(/[^\w\s,'".-]/g, ''))}
          />
          <fieldset className="theme-group">
            <legend>{intl.formatMessage(m.colours)}</legend>
            <p className="settings-hint">{intl.formatMessage(m.coloursHint)}</p>
            <h4>{intl.formatMessage(m.baseColours)}</h4>
            <ul className="theme-slots">
              {baseSlots.map((slot) => (
                <ColourRow key={slot} slot={slot} draft={draft} />
              ))}
            </ul>
            <h4>{intl.formatMessage(m.derivedColours)}</h4>
            <ul className="theme-slots">
              {derivedSlots.map((slot) => (
                <ColourRow key={slot} slot={slot} draft={draft} />
              ))}
            </ul>
          </fieldset>
          <ShapeFields draft={draft} />
        </div>
      </div>
    </div>
  )
}
