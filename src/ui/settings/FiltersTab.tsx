import { useState } from 'react'
import { useIntl } from 'react-intl'
import { Button, TextField } from '../primitives'
import { filtersMessages as m } from './filters-messages'
import { HighlightEditor } from './HighlightEditor'
import { filteringSection } from './option-catalogue'
import { OptionSectionView } from './OptionSectionView'
import { useEditableSettings } from './use-settings-owner'

/** Muted words, what happens to muted and filtered posts, and the per-user highlights. */
export function FiltersTab({ owner }: { owner: string }) {
  const intl = useIntl()
  const { settings, change } = useEditableSettings(owner)
  const [words, setWords] = useState(() => settings.muteWords.join('\n'))
  const saveWords = () => {
    const list = words
      .split('\n')
      .map((word) => word.trim())
      .filter(Boolean)
    change({ name: 'muteWords', value: [...new Set(list)] })
  }
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-mute-words">
        <h3 id="settings-mute-words">{intl.formatMessage(m.muteWords)}</h3>
        <TextField
          label={intl.formatMessage(m.muteWords)}
          hint={intl.formatMessage(m.muteWordsHint)}
          multiline
          rows={5}
          value={words}
          onChange={setWords}
        />
        <Button onClick={saveWords}>{intl.formatMessage(m.saveWords)}</Button>
      </section>
      <OptionSectionView section={filteringSection} settings={settings} change={change} />
      <HighlightEditor settings={settings} change={change} />
    </>
  )
}
