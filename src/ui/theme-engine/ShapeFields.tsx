import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { MessageDescriptor } from 'react-intl'
import { IconButton, TextField } from '../primitives'
import { editorMessages as m } from './messages'
import { ShadowField } from './ShadowField'
import { slotLabel } from './slot-labels'
import { fontSlots, opacitySlots, radiusSlots, shadowSlots } from './slots'
import type { ThemeDraft } from './use-theme-draft'

const fontPattern = /^[\w\s,'".-]{1,200}$/

interface FieldProps {
  label: string
  shown: string
  isSet: boolean
  /** The value to store, or a message saying what is wrong. */
  read: (text: string) => { ok: true; value: string | number } | { ok: false; error: string }
  commit: (value: string | number | undefined) => void
  resetLabel: string
  hint?: string
}

/** A text field that stores its value once it reads, with a reset beside it when set. */
function Field(props: FieldProps) {
  const [typed, setTyped] = useState<string | null>(null)
  const result = typed === null ? null : props.read(typed)
  return (
    <div className="theme-field" data-set={props.isSet ? 'true' : 'false'}>
      <TextField
        label={props.label}
        value={typed ?? props.shown}
        {...(props.hint === undefined ? {} : { hint: props.hint })}
        {...(result !== null && !result.ok ? { error: result.error } : {})}
        onChange={(text) => {
          setTyped(text)
          const read = props.read(text)
          if (read.ok) props.commit(read.value)
        }}
        onBlur={() => setTyped(null)}
      />
      {props.isSet && (
        <IconButton
          size="sm"
          icon="redraft"
          label={props.resetLabel}
          onClick={() => {
            setTyped(null)
            props.commit(undefined)
          }}
        />
      )}
    </div>
  )
}

function numberReader(min: number, max: number, error: string) {
  return (text: string) => {
    const n = Number(text)
    return text.trim() !== '' && Number.isFinite(n) && n >= min && n <= max
      ? ({ ok: true, value: n } as const)
      : ({ ok: false, error } as const)
  }
}

function textReader(pattern: RegExp, error: string) {
  return (text: string) =>
    pattern.test(text.trim())
      ? ({ ok: true, value: text.trim() } as const)
      : ({ ok: false, error } as const)
}

function Group({ title, children }: { title: MessageDescriptor; children: React.ReactNode }) {
  const intl = useIntl()
  return (
    <fieldset className="theme-group">
      <legend>{intl.formatMessage(title)}</legend>
      <div className="theme-fields">{children}</div>
    </fieldset>
  )
}

/** Opacity, radii, fonts and shadows: every shape slot of the theme. */
export function ShapeFields({ draft }: { draft: ThemeDraft }) {
  const intl = useIntl()
  const { source, resolved, setValue } = draft
  const label = (slot: string, group: 'opacity' | 'radii' | 'fonts' | 'shadows') =>
    slotLabel(intl, slot, group)
  const reset = (slot: string, group: 'opacity' | 'radii' | 'fonts' | 'shadows') =>
    intl.formatMessage(m.resetSlot, { slot: label(slot, group) })
  return (
    <>
      <Group title={m.opacity}>
        {opacitySlots.map((slot) => (
          <Field
            key={slot}
            label={intl.formatMessage(m.opacitySlot, { slot: label(slot, 'opacity') })}
            shown={String(resolved.opacity[slot])}
            isSet={source.opacity[slot] !== undefined}
            read={numberReader(0, 1, intl.formatMessage(m.badNumber, { min: 0, max: 1 }))}
            commit={(value) => setValue('opacity', slot, value as number | undefined)}
            resetLabel={reset(slot, 'opacity')}
          />
        ))}
      </Group>
      <Group title={m.radii}>
        {radiusSlots.map((slot) => (
          <Field
            key={slot}
            label={intl.formatMessage(m.radiusSlot, { slot: label(slot, 'radii') })}
            shown={String(resolved.radii[slot])}
            isSet={source.radii[slot] !== undefined}
            read={numberReader(0, 999, intl.formatMessage(m.badNumber, { min: 0, max: 999 }))}
            commit={(value) => setValue('radii', slot, value as number | undefined)}
            resetLabel={reset(slot, 'radii')}
          />
        ))}
      </Group>
      <Group title={m.fonts}>
        {fontSlots.map((slot) => (
          <Field
            key={slot}
            label={intl.formatMessage(m.fontSlot, { slot: label(slot, 'fonts') })}
            shown={resolved.fonts[slot]}
            isSet={source.fonts[slot] !== undefined}
            read={textReader(fontPattern, intl.formatMessage(m.badFont))}
            commit={(value) => setValue('fonts', slot, value as string | undefined)}
            resetLabel={reset(slot, 'fonts')}
          />
        ))}
      </Group>
      <Group title={m.shadows}>
        {shadowSlots.map((slot) => (
          <ShadowField
            key={slot}
            label={intl.formatMessage(m.shadowSlot, { slot: label(slot, 'shadows') })}
            css={resolved.shadows[slot]}
            isSet={source.shadows[slot] !== undefined}
            onChange={(value) => setValue('shadows', slot, value)}
            resetLabel={reset(slot, 'shadows')}
          />
        ))}
      </Group>
    </>
  )
}
