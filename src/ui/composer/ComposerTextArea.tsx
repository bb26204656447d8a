import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react'
import type { Emoji } from '../../entities'
import { AutocompletePopup, optionId } from '../emoji/AutocompletePopup'
import { useAutocomplete } from '../emoji/use-autocomplete'
import { useComposerEnv } from './composer-env'

export interface ComposerTextAreaProps {
  value: string
  label: string
  placeholder: string
  emoji: readonly Emoji[]
  textareaRef: RefObject<HTMLTextAreaElement | null>
  onChange: (text: string) => void
  /** Keys the suggestions did not take (submit on Enter). */
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void
  onPaste: (event: ClipboardEvent<HTMLTextAreaElement>) => void
}

/** The status text with `:`, `@` and `#` suggestions, chosen from the keyboard. */
export function ComposerTextArea(props: ComposerTextAreaProps) {
  const { value, label, placeholder, emoji, textareaRef, onChange, onKeyDown, onPaste } = props
  const { accountKey } = useComposerEnv()
  const listId = useId()
  const [caret, setCaret] = useState(value.length)
  const pendingCaret = useRef<number | null>(null)

  const completion = useAutocomplete({
    accountKey,
    emoji,
    text: value,
    caret,
    onApply: (text, nextCaret) => {
      pendingCaret.current = nextCaret
      setCaret(nextCaret)
      onChange(text)
    },
  })

  // Put the caret after an applied suggestion once React has written the new text.
  useLayoutEffect(() => {
    const field = textareaRef.current
    if (field && pendingCaret.current !== null) {
      field.setSelectionRange(pendingCaret.current, pendingCaret.current)
      pendingCaret.current = null
    }
  }, [value, textareaRef])

  const open = completion.suggestions.length > 0
  const syncCaret = () => setCaret(textareaRef.current?.selectionStart ?? value.length)

  return (
    <div className="composer-text">
      <textarea
        ref={textareaRef}
        className="composer-textarea"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(listId, completion.active) : undefined}
        placeholder={placeholder}
        value={value}
        rows={4}
        onChange={(event) => {
          setCaret(event.target.selectionStart)
          onChange(event.target.value)
        }}
        onSelect={syncCaret}
        onClick={syncCaret}
        onKeyDown={(event) => {
          if (completion.onKeyDown(event)) return
          onKeyDown(event)
        }}
        onPaste={onPaste}
      />
      <AutocompletePopup
        id={listId}
        suggestions={completion.suggestions}
        active={completion.active}
        onChoose={completion.choose}
        onHover={completion.setActive}
      />
    </div>
  )
}
