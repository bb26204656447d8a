import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Button, IconButton } from '../primitives'
import { levelOf, parseColour } from './colour'
import { editorMessages as m } from './messages'
import { contrast, pairsOf } from './resolve'
import { slotLabel } from './slot-labels'
import { slotTable, type ColourSlot } from './slots'
import type { ThemeDraft } from './use-theme-draft'

const levelMessage = { AAA: m.levelAAA, AA: m.levelAA, belowAA: m.levelBelowAA } as const

/** One colour slot: its value (picker and text), set or following, reset, and its contrast. */
export function ColourRow({ slot, draft }: { slot: ColourSlot; draft: ThemeDraft }) {
  const intl = useIntl()
  const value = draft.resolved.colors[slot]
  const isSet = draft.source.colors[slot] !== undefined
  const [typed, setTyped] = useState<string | null>(null)
  const bad = typed !== null && parseColour(typed) === undefined
  const from = slotTable[slot].from
  const label = slotLabel(intl, slot)
  return (
    <li className="theme-slot" data-slot={slot} data-set={isSet ? 'true' : 'false'}>
      <span className="theme-slot-swatch" style={{ background: value }} aria-hidden="true" />
      <span className="theme-slot-name">{label}</span>
      <input
        type="color"
        className="theme-slot-picker"
        aria-label={intl.formatMessage(m.slotPicker, { slot: label })}
        value={value}
        onChange={(event) => draft.setColour(slot, event.target.value)}
      />
      <input
        type="text"
        className="theme-slot-text"
        aria-label={intl.formatMessage(m.slotValue, { slot: label })}
        aria-invalid={bad ? true : undefined}
        value={typed ?? value}
        spellCheck={false}
        onChange={(event) => {
          const text = event.target.value
          setTyped(text)
          const colour = parseColour(text)
          if (colour !== undefined) draft.setColour(slot, colour)
        }}
        onBlur={() => setTyped(null)}
      />
      {bad && (
        <span className="theme-slot-error" role="alert">
          {intl.formatMessage(m.notAColour)}
        </span>
      )}
      <span className="theme-slot-origin">
        {isSet
          ? intl.formatMessage(m.set)
          : from.length === 0
            ? intl.formatMessage(m.byDefault)
            : intl.formatMessage(m.derivedFrom, {
                from: intl.formatList(from.map((name) => slotLabel(intl, name))),
              })}
      </span>
      {isSet ? (
        <IconButton
          size="sm"
          icon="redraft"
          label={intl.formatMessage(m.resetSlot, { slot: label })}
          onClick={() => draft.setColour(slot, undefined)}
        />
      ) : (
        <span className="theme-slot-reset-space" />
      )}
      <ContrastList slot={slot} draft={draft} />
    </li>
  )
}

function ContrastList({ slot, draft }: { slot: ColourSlot; draft: ThemeDraft }) {
  const intl = useIntl()
  const backgrounds = pairsOf(slot)
  if (backgrounds.length === 0) return null
  return (
    <ul className="theme-slot-contrast">
      {backgrounds.map((background) => {
        const ratio = contrast(draft.resolved.colors[slot], draft.resolved.colors[background])
        const level = levelOf(ratio)
        const on = slotLabel(intl, background)
        return (
          <li key={background} data-level={level} data-pair={`${slot}/${background}`}>
            <span>
              {intl.formatMessage(m.contrastOn, {
                background: on,
                ratio: ratio.toFixed(2),
                level: intl.formatMessage(levelMessage[level]),
              })}
            </span>
            {level === 'belowAA' && (
              <Button
                size="sm"
                aria-label={intl.formatMessage(m.fix, {
                  slot: slotLabel(intl, slot),
                  background: on,
                })}
                onClick={() => draft.fix({ text: slot, background, ratio })}
              >
                {intl.formatMessage(m.fixShort)}
              </Button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
