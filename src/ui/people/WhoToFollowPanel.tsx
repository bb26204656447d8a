import { useId } from 'react'
import { useIntl } from 'react-intl'
import { peopleMessages as m } from './messages'
import { Suggestions } from './Suggestions'

/** Spec 1 §9: the side panel shows three suggestions. */
export const WHO_TO_FOLLOW_PANEL_ENTRIES = 3

/** The who-to-follow side panel: three suggestions and the way to all of them. */
export function WhoToFollowPanel({ accountKey }: { accountKey: string }) {
  const intl = useIntl()
  const heading = useId()
  return (
    <section className="who-to-follow-panel" aria-labelledby={heading}>
      <h2 id={heading}>{intl.formatMessage(m.whoToFollow)}</h2>
      <Suggestions accountKey={accountKey} limit={WHO_TO_FOLLOW_PANEL_ENTRIES} />
    </section>
  )
}
