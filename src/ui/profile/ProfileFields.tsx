import { FormattedDate, useIntl } from 'react-intl'
import type { User } from '../../entities'
import { SafeHtml, SafeText } from '../../lib/html'
import { Icon } from '../common/Icon'
import { profileMessages as m } from './messages'

/** The account's custom fields; a verified link shows its mark (verified_at). */
export function ProfileFields({ user }: { user: User }) {
  const intl = useIntl()
  if (user.fields_html.length === 0) return null
  return (
    <dl className="profile-fields" aria-label={intl.formatMessage(m.fields)}>
      {user.fields_html.map((field, index) => {
        const verified = field.verified_at === null ? NaN : Date.parse(field.verified_at)
        return (
          <div
            key={`${String(index)}:${field.name}`}
            className={
              Number.isNaN(verified) ? 'profile-field' : 'profile-field profile-field-verified'
            }
          >
            <dt>
              <SafeText text={user.fields_text[index]?.name ?? field.name} emojis={user.emoji} />
            </dt>
            <dd>
              {!Number.isNaN(verified) && (
                <span className="profile-field-mark">
                  <Icon name="verified" />
                  <span className="visually-hidden">
                    {intl.formatMessage(m.verified, {
                      date: <FormattedDate key="date" value={verified} dateStyle="medium" />,
                    })}
                  </span>
                </span>
              )}
              <SafeHtml html={field.value} emojis={user.emoji} as="span" />
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
