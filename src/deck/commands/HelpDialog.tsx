import { Fragment } from 'react'
import { useIntl } from 'react-intl'
import { Modal } from '../../ui/common'
import { defineMessages } from '../../i18n/define-messages'
import { isMac } from './key-label'
import { KeyCaps } from './KeyCaps'
import { commandMessages } from './messages'
import type { Command, CommandGroup } from './types'

const m = defineMessages({
  title: { id: 'commands.help_title', defaultMessage: 'Keyboard shortcuts' },
  typing: {
    id: 'commands.typing_note',
    defaultMessage: 'Shortcuts do nothing while you type in a field; press Escape to leave it.',
  },
})

const groups: {
  group: CommandGroup
  label: (typeof commandMessages)[keyof typeof commandMessages]
}[] = [
  { group: 'general', label: commandMessages.groupGeneral },
  { group: 'go', label: commandMessages.groupGo },
  { group: 'deck', label: commandMessages.groupDeck },
  { group: 'column', label: commandMessages.groupColumn },
  { group: 'status', label: commandMessages.groupStatus },
]

/** The `?` dialog: every command that has keys, grouped, read from the command registry. */
export function HelpDialog({
  commands,
  onClose,
}: {
  commands: readonly Command[]
  onClose: () => void
}) {
  const intl = useIntl()
  const mac = isMac()
  return (
    <Modal title={intl.formatMessage(m.title)} onClose={onClose} className="help-dialog">
      <p>{intl.formatMessage(m.typing)}</p>
      {groups.map(({ group, label }) => {
        const listed = commands.filter((command) => command.group === group && command.keys?.length)
        if (listed.length === 0) return null
        return (
          <section key={group}>
            <h3>{intl.formatMessage(label)}</h3>
            <dl className="help-keys">
              {listed.map((command) => (
                <Fragment key={command.id}>
                  <dt>
                    <KeyCaps keys={command.keys ?? []} mac={mac} />
                  </dt>
                  <dd>{intl.formatMessage(command.label)}</dd>
                </Fragment>
              ))}
            </dl>
          </section>
        )
      })}
    </Modal>
  )
}
