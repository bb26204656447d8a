import { useAtomValue, useSetAtom } from 'jotai'
import { useId, useState, type SyntheticEvent } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { useSettingsAtoms } from '../../settings/store'
import { Modal } from '../../ui/common'

const m = defineMessages({
  title: { id: 'settings.filtering.word_filter', defaultMessage: 'Word filter' },
  field: {
    id: 'settings.filtering.muted_words',
    defaultMessage: 'Muted words, one per line',
  },
  hint: {
    id: 'settings.filtering.muted_words_hint',
    defaultMessage: 'Posts containing any of these words are muted. Your own posts never are.',
  },
  save: { id: 'general.save', defaultMessage: 'Save' },
  cancel: { id: 'general.cancel', defaultMessage: 'Cancel' },
})

/** The words of the field: one per line, trimmed, blank lines and repeats left out. */
export function parseMutedWords(text: string): string[] {
  return [...new Set(text.split('\n').map((line) => line.trim()))].filter((word) => word !== '')
}

/** The account's muted words (the muteWords setting), edited from a column's quick settings. */
export function WordFilterDialog({ account, onClose }: { account: string; onClose: () => void }) {
  const intl = useIntl()
  const atoms = useSettingsAtoms(account)
  const words = useAtomValue(atoms.effective).muteWords
  const set = useSetAtom(atoms.set)
  const [text, setText] = useState(() => words.join('\n'))
  const fieldId = useId()
  const hintId = useId()
  const save = (event: SyntheticEvent) => {
    event.preventDefault()
    set({ name: 'muteWords', value: parseMutedWords(text) })
    onClose()
  }
  return (
    <Modal title={intl.formatMessage(m.title)} onClose={onClose} className="word-filter-dialog">
      <form onSubmit={save}>
        <label htmlFor={fieldId}>{intl.formatMessage(m.field)}</label>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          rows={8}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
          }}
        />
        <p id={hintId} className="word-filter-hint">
          {intl.formatMessage(m.hint)}
        </p>
        <div className="word-filter-actions">
          <button type="button" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </button>
          <button type="submit">{intl.formatMessage(m.save)}</button>
        </div>
      </form>
    </Modal>
  )
}
