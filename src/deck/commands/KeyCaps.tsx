import { Fragment } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { keyLabel } from './key-label'

const m = defineMessages({
  then: { id: 'commands.then', defaultMessage: 'then' },
  or: { id: 'commands.or', defaultMessage: 'or' },
  to: { id: 'commands.to', defaultMessage: 'to' },
})

/** "1" to "9" as bound (each its own key) reads as a range: the first and the last. */
function digitRange(keys: readonly string[]): [string, string] | null {
  if (keys.length < 3 || !keys.every((key) => /^\d$/.test(key))) return null
  const consecutive = keys.every((key, index) => Number(key) === Number(keys[0]) + index)
  const first = keys[0]
  const last = keys.at(-1)
  return consecutive && first !== undefined && last !== undefined ? [first, last] : null
}

/**
 * The keys of a command as caps: "g then h", "l or ]". Words and caps are spaced, so the text
 * reads "Enter or o" rather than running together.
 */
export function KeyCaps({ keys, mac }: { keys: readonly string[]; mac: boolean }) {
  const intl = useIntl()
  const range = digitRange(keys)
  if (range) {
    return (
      <>
        <kbd>{range[0]}</kbd>
        <span className="help-sep"> {intl.formatMessage(m.to)} </span>
        <kbd>{range[1]}</kbd>
      </>
    )
  }
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
