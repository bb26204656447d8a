import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Button, IconButton, Switch, TextField } from '../primitives'
import { cssOf, layersOf, newLayer, type ShadowLayer } from './shadow-layers'
import { shadowMessages as s } from './shadow-messages'

type Length = 'x' | 'y' | 'blur' | 'spread'
const lengths: { key: Length; label: typeof s.x; min: number }[] = [
  { key: 'x', label: s.x, min: -500 },
  { key: 'y', label: s.y, min: -500 },
  { key: 'blur', label: s.blur, min: 0 },
  { key: 'spread', label: s.spread, min: -500 },
]

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))

/** A number field: what is typed stays while it is edited, each readable number is kept. */
function NumberBox(props: {
  label: string
  value: number
  min: number
  max: number
  step?: number
  onChange: (n: number) => void
}) {
  const [typed, setTyped] = useState<string | null>(null)
  return (
    <TextField
      type="number"
      min={props.min}
      max={props.max}
      step={props.step ?? 1}
      label={props.label}
      value={typed ?? String(props.value)}
      onChange={(text) => {
        setTyped(text)
        const n = Number(text)
        if (text.trim() !== '' && Number.isFinite(n)) props.onChange(clamp(n, props.min, props.max))
      }}
      onBlur={() => setTyped(null)}
    />
  )
}

function LayerControls(props: {
  layer: ShadowLayer
  name: string
  onChange: (layer: ShadowLayer) => void
  onRemove: () => void
  removeLabel: string
}) {
  const intl = useIntl()
  const { layer } = props
  return (
    <fieldset className="theme-shadow-layer">
      <legend>{props.name}</legend>
      {lengths.map(({ key, label, min }) => (
        <NumberBox
          key={key}
          label={intl.formatMessage(label)}
          value={layer[key]}
          min={min}
          max={500}
          onChange={(n) => props.onChange({ ...layer, [key]: n })}
        />
      ))}
      <label className="theme-shadow-colour">
        <span>{intl.formatMessage(s.colour)}</span>
        <input
          type="color"
          value={layer.color}
          onChange={(event) => props.onChange({ ...layer, color: event.target.value })}
        />
      </label>
      <NumberBox
        label={intl.formatMessage(s.alpha)}
        value={layer.alpha}
        min={0}
        max={1}
        step={0.05}
        onChange={(alpha) => props.onChange({ ...layer, alpha })}
      />
      <Switch
        label={intl.formatMessage(s.inset)}
        checked={layer.inset}
        onChange={(inset) => props.onChange({ ...layer, inset })}
      />
      <IconButton size="sm" icon="close" label={props.removeLabel} onClick={props.onRemove} />
    </fieldset>
  )
}

/**
 * One shadow slot edited with controls: its layers (offsets, blur, spread, colour with alpha,
 * inset), added and removed; the theme keeps the box-shadow they make.
 */
export function ShadowField(props: {
  label: string
  css: string
  isSet: boolean
  onChange: (css: string | undefined) => void
  resetLabel: string
}) {
  const intl = useIntl()
  const layers = layersOf(props.css)
  const commit = (next: readonly ShadowLayer[]) => props.onChange(cssOf(next))
  return (
    <fieldset className="theme-shadow" data-set={props.isSet ? 'true' : 'false'}>
      <legend>{props.label}</legend>
      {layers.length === 0 && <p className="settings-hint">{intl.formatMessage(s.none)}</p>}
      {layers.map((layer, index) => {
        const name = intl.formatMessage(s.layer, { n: index + 1, slot: props.label })
        return (
          <LayerControls
            // Layers have no identity of their own; their place is what a person edits.
            key={index}
            layer={layer}
            name={name}
            removeLabel={intl.formatMessage(s.remove, { layer: name })}
            onChange={(changed) => commit(layers.map((old, at) => (at === index ? changed : old)))}
            onRemove={() => commit(layers.filter((_, at) => at !== index))}
          />
        )
      })}
      <div className="theme-editor-buttons">
        <Button size="sm" onClick={() => commit([...layers, newLayer()].slice(0, 8))}>
          {intl.formatMessage(s.add, { slot: props.label })}
        </Button>
        {props.isSet && (
          <Button size="sm" variant="ghost" onClick={() => props.onChange(undefined)}>
            {props.resetLabel}
          </Button>
        )}
      </div>
      <span className="theme-shadow-sample" style={{ boxShadow: props.css }} aria-hidden="true" />
    </fieldset>
  )
}
