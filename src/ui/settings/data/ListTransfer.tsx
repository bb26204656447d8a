import { useStore } from 'jotai'
import { useState } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { useActiveAccount } from '../../../accounts'
import { maxHandleFileBytes, type HandleListProblem } from '../../../lib/handle-list'
import { exportList, importAccountList, type ListKind } from '../../../state/account-settings'
import { formatUserMessage } from '../../common/format-user-message'
import { Button } from '../../primitives'
import { downloadText } from '../download'
import { FileButton } from '../FileButton'
import { Outcome } from '../Outcome'
import type { ActionOutcome } from '../use-action'
import { dataMessages as m } from './data-messages'

function problemText(intl: IntlShape, problem: HandleListProblem): string {
  switch (problem.kind) {
    case 'tooBig':
      return intl.formatMessage(m.csvTooBig)
    case 'empty':
      return intl.formatMessage(m.csvEmpty)
    case 'tooMany':
      return intl.formatMessage(m.csvTooMany, { max: problem.max })
    case 'badLine':
      return intl.formatMessage(m.csvBadLine, { line: problem.line })
  }
}

const labels = {
  follows: { import: m.importFollows, export: m.exportFollows },
  blocks: { import: m.importBlocks, export: m.exportBlocks },
  mutes: { import: m.importMutes, export: m.exportMutes },
  domains: { import: null, export: m.exportDomains },
} as const

/** Import a list from CSV and export it as CSV (follows, blocks, mutes; muted instances out). */
export function ListTransfer({ owner, kind }: { owner: string; kind: ListKind }) {
  const intl = useIntl()
  const store = useStore()
  const account = useActiveAccount()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null)
  const target = { store, accountKey: owner }
  const label = labels[kind]
  const runImport = async (file: File) => {
    if (kind === 'domains') return
    setBusy(true)
    setOutcome(null)
    // A file over the limit is refused by its size alone, without reading it.
    const text = file.size > maxHandleFileBytes ? '' : await file.text()
    const result = await importAccountList(target, kind, text, file.size)
    setBusy(false)
    if (result.ok) {
      setOutcome({
        level: 'success',
        text: intl.formatMessage(m.importDone, { count: result.value }),
      })
    } else if ('problem' in result) {
      setOutcome({ level: 'error', text: problemText(intl, result.problem) })
    } else {
      setOutcome({ level: 'error', text: formatUserMessage(intl, result.error) })
    }
  }
  const runExport = async () => {
    setBusy(true)
    setOutcome(null)
    const result = await exportList(target, kind, account?.userId ?? '')
    setBusy(false)
    if (result.ok) downloadText(`${kind}.csv`, result.value, 'text/csv')
    else setOutcome({ level: 'error', text: formatUserMessage(intl, result.error) })
  }
  return (
    <div className="settings-transfer" data-list-kind={kind}>
      <div className="settings-buttons">
        {label.import && (
          <FileButton
            label={intl.formatMessage(label.import)}
            accept="text/csv,.csv,text/plain,.txt"
            disabled={busy}
            onFile={(file) => void runImport(file)}
          />
        )}
        <Button busy={busy} onClick={() => void runExport()}>
          {intl.formatMessage(label.export)}
        </Button>
      </div>
      <Outcome outcome={outcome} onDismiss={() => setOutcome(null)} />
    </div>
  )
}
