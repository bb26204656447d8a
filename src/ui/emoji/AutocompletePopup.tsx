import type { Suggestion } from '../../lib/composer/autocomplete'
import { SafeText } from '../../lib/html'
import './autocomplete.css'

export interface AutocompletePopupProps {
  /** The listbox id the text field's aria-controls points at. */
  id: string
  suggestions: readonly Suggestion[]
  active: number
  onChoose: (index: number) => void
  onHover: (index: number) => void
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`

/** The suggestion list under the text field; focus stays in the field (aria-activedescendant). */
export function AutocompletePopup({
  id,
  suggestions,
  active,
  onChoose,
  onHover,
}: AutocompletePopupProps) {
  if (suggestions.length === 0) return null
  return (
    <div className="autocomplete" id={id} role="listbox">
      {suggestions.map((s, index) => (
        <div
          key={`${s.kind}:${s.replacement}`}
          id={optionId(id, index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className={index === active ? 'autocomplete-option is-active' : 'autocomplete-option'}
          // mousedown, not click: the field must keep focus (and its caret) while choosing.
          onMouseDown={(event) => {
            event.preventDefault()
            onChoose(index)
          }}
          onMouseEnter={() => onHover(index)}
        >
          {s.imageUrl ? <img className="autocomplete-image" src={s.imageUrl} alt="" /> : null}
          <span className="autocomplete-label">{s.label}</span>
          {s.detail ? (
            <SafeText text={s.detail} emojis={s.detailEmojis} className="autocomplete-detail" />
          ) : null}
        </div>
      ))}
    </div>
  )
}
