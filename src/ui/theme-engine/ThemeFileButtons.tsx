import { useIntl } from 'react-intl'
import { Button } from '../primitives'
import { downloadText } from '../settings/download'
import { FileButton } from '../settings/FileButton'
import { maxThemeFileBytes, readTheme, themeFile } from './akkoma-format'
import { editorMessages as m } from './messages'
import type { ThemeSource } from './resolve'
import type { ThemeDraft } from './use-theme-draft'

export type ImportOutcome = 'imported' | 'tooBig' | 'invalid'

/** The theme as a file: its name without anything a file system would mind. */
function fileName(source: ThemeSource): string {
  const base = (source.name ?? 'theme').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '')
  return `${base === '' ? 'theme' : base}.json`
}

export async function readThemeFile(file: File): Promise<ThemeSource | 'tooBig' | 'invalid'> {
  if (file.size > maxThemeFileBytes) return 'tooBig'
  try {
    return readTheme(JSON.parse(await file.text())) ?? 'invalid'
  } catch {
    return 'invalid'
  }
}

/** Export of the theme being edited (Akkoma's file format, with its source) and import of one. */
export function ThemeFileButtons(props: {
  draft: ThemeDraft
  onImport: (outcome: ImportOutcome) => void
}) {
  const intl = useIntl()
  const { draft } = props
  return (
    <div className="theme-editor-buttons">
      <Button
        onClick={() =>
          downloadText(
            fileName(draft.source),
            themeFile(draft.source, draft.resolved),
            'application/json',
          )
        }
      >
        {intl.formatMessage(m.exportFile)}
      </Button>
      <FileButton
        label={intl.formatMessage(m.importFile)}
        accept="application/json,.json"
        onFile={(file) => {
          void readThemeFile(file).then((read) => {
            if (typeof read === 'string') {
              props.onImport(read)
              return
            }
            draft.replace(read)
            props.onImport('imported')
          })
        }}
      />
    </div>
  )
}
