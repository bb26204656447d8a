import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import {
  buildSettingsFile,
  maxSettingsFileBytes,
  readSettingsFile,
  settingsFileName,
  type SettingsFileProblem,
} from '../../../settings/export-file'
import { settingsAtoms } from '../../../settings/store'
import { reportSettingsSave } from '../../../state/settings-status'
import { Button } from '../../primitives'
import { downloadText } from '../download'
import { FileButton } from '../FileButton'
import { Outcome } from '../Outcome'
import type { ActionOutcome } from '../use-action'
import { dataMessages as m } from './data-messages'

function problemText(intl: IntlShape, problem: SettingsFileProblem): string {
  switch (problem.kind) {
    case 'tooBig':
      return intl.formatMessage(m.tooBig)
    case 'invalidFile':
      return intl.formatMessage(m.invalidFile)
    case 'tooNew':
      return intl.formatMessage(m.tooNew, problem)
    case 'tooOld':
      return intl.formatMessage(m.tooOld, problem)
    case 'invalidSettings':
      return intl.formatMessage(m.invalidSettings, { names: problem.names.slice(0, 10).join(', ') })
  }
}

/** Export the settings (with or without the theme) and import them back (spec 3 section 5). */
export function SettingsFileSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const store = useStore()
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)
  const atoms = settingsAtoms(store, owner)
  const save = (withTheme: boolean) =>
    downloadText(
      settingsFileName(withTheme),
      buildSettingsFile(store.get(atoms.user), withTheme),
      'application/json',
    )
  const load = async (file: File) => {
    setOutcome(null)
    // The size first: a huge file is never read into memory.
    const text = file.size > maxSettingsFileBytes ? '' : await file.text()
    const read = readSettingsFile(text, file.size)
    if (!read.ok) {
      const text = problemText(intl, read.problem)
      setOutcome({ level: 'error', text })
      return
    }
    const ok = store.set(atoms.replace, { ...store.get(atoms.user), ...read.settings })
    reportSettingsSave(store, ok)
    const notes = [
      read.ignored.length > 0
        ? intl.formatMessage(m.importedIgnored, { count: read.ignored.length })
        : intl.formatMessage(m.imported),
      read.slightlyNew ? intl.formatMessage(m.slightlyNew) : '',
    ]
    setOutcome({
      level: read.slightlyNew ? 'warning' : 'success',
      text: notes.filter(Boolean).join(' '),
    })
  }
  return (
    <section className="settings-section" aria-labelledby="settings-file">
      <h3 id="settings-file">{intl.formatMessage(m.settingsFile)}</h3>
      <p className="settings-hint">{intl.formatMessage(m.settingsFileHint)}</p>
      <div className="settings-buttons">
        <Button onClick={() => save(false)}>{intl.formatMessage(m.exportSettings)}</Button>
        <Button onClick={() => save(true)}>{intl.formatMessage(m.exportWithTheme)}</Button>
        <FileButton
          label={intl.formatMessage(m.importSettings)}
          accept="application/json,.json"
          onFile={(file) => void load(file)}
        />
      </div>
      <Outcome outcome={outcome} onDismiss={() => setOutcome(null)} />
    </section>
  )
}
