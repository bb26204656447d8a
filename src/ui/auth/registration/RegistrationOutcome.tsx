import { useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { routePath } from '../../../routes/route-table'
import { registrationMessages as m } from './messages'

/** /registration-request-sent and /awaiting-email-confirmation. */
export default function RegistrationOutcome() {
  const intl = useIntl()
  const approval = useLocation().pathname === routePath('registration-request-sent')
  return (
    <section className="registration-outcome" aria-labelledby="registration-outcome-title">
      <h1 id="registration-outcome-title">
        {intl.formatMessage(approval ? m.requestSentTitle : m.emailConfirmTitle)}
      </h1>
      <p>{intl.formatMessage(approval ? m.requestSent : m.emailConfirm)}</p>
    </section>
  )
}
