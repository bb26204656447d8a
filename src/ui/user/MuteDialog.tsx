import { useState } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import { Dialog } from '../primitives/Dialog'
import { Button } from '../primitives/Button'
import { Select } from '../primitives/Select'
import type { SelectOption } from '../primitives/select-options'
import { userMessages as m } from './messages'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** Seconds, as the mute call takes them; '0' mutes until unmuted. */
const durations = ['0', '1800', '3600', '21600', '86400', '259200', '604800'] as const
type Duration = (typeof durations)[number]

function durationLabel(intl: IntlShape, value: Duration): string {
  const seconds = Number(value)
  if (seconds === 0) return intl.formatMessage(m.muteForever)
  if (seconds < HOUR) return intl.formatMessage(m.muteMinutes, { count: seconds / MINUTE })
  if (seconds < DAY) return intl.formatMessage(m.muteHours, { count: seconds / HOUR })
  return intl.formatMessage(m.muteDays, { count: seconds / DAY })
}

/** Mute for a while: the duration is chosen here, then the mute ends by itself. */
export function MuteDialog(props: {
  name: string
  onMute: (expiresIn: number | undefined) => void
  onCancel: () => void
}) {
  const intl = useIntl()
  const [duration, setDuration] = useState<Duration>('3600')
  const options: SelectOption<Duration>[] = durations.map((value) => ({
    value,
    label: durationLabel(intl, value),
  }))
  return (
    <Dialog
      title={intl.formatMessage(m.muteTitle)}
      onClose={props.onCancel}
      className="mute-dialog"
    >
      <p>{intl.formatMessage(m.muteConfirm, { user: props.name })}</p>
      <Select
        label={intl.formatMessage(m.muteDuration)}
        value={duration}
        options={options}
        onChange={setDuration}
      />
      <div className="confirm-modal-buttons">
        <Button onClick={props.onCancel}>{intl.formatMessage(m.cancel)}</Button>
        <Button
          variant="danger"
          onClick={() => {
            const seconds = Number(duration)
            props.onMute(seconds > 0 ? seconds : undefined)
          }}
        >
          {intl.formatMessage(m.mute)}
        </Button>
      </div>
    </Dialog>
  )
}
