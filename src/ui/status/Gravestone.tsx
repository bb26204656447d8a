import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Icon } from '../common/Icon'
import { statusMessages as m } from './messages'

/** What remains of a deleted status. */
export function Gravestone(props: { posinset?: number; setsize?: number; lead?: ReactNode }) {
  const intl = useIntl()
  const text = intl.formatMessage(m.gravestone)
  return (
    <article
      className="status status-gravestone"
      aria-label={text}
      aria-posinset={props.posinset}
      aria-setsize={props.setsize}
      tabIndex={-1}
    >
      {props.lead}
      <Icon name="trash" /> {text}
    </article>
  )
}
