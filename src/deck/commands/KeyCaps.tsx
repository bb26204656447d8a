import { Fragment } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { keyLabel } from './key-label'

const m = defineMessages({
  then: { id: 'commands.then', defaultMessage: 'then' },
  or: { id: 'commands.or', defaultMessage: 'or' },
})

/**
 * The keys of a command as caps: "g then h", "l or ]". Words and caps are spaced, so the text
 * reads "Enter or o" rather than running together.
 */
export function KeyCaps({ keys, mac }: { keys: readonly string[]; mac: boolean }) {
  const intl = useIntl()
  return (
    <>
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 && <span className="help-sep"> {intl.formatMessage(m.or)} </span>}
          {keyLabel(key, mac).map((part, at) => (
            <Fragment key={`${part}:${String(at)}`}>
              {at > 0 && <span className="help-sep"> {intl.formatMessage(m.then)} </span>}
              <kbd>{part}</kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  )
}
