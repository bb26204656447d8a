import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { routePath } from '../../routes/route-table'
import type { User } from '../../entities'
import { UserName } from '../common/UserName'
import { aboutMessages as m } from './messages'
import { useStaff } from './use-staff'

const handleOf = (acct: string) => `@${acct}`

function StaffList({ title, members }: { title: string; members: readonly User[] }) {
  if (members.length === 0) return null
  return (
    <>
      <h3>{title}</h3>
      <ul className="about-staff">
        {members.map((member) => (
          <li key={member.id}>
            <img src={member.profile_image_url_original} alt="" width={32} height={32} />
            <Link to={routePath('external-user-profile', { id: member.id })}>
              <UserName name={member.name} screenName={member.screen_name} emojis={member.emoji} />
            </Link>
            <span className="about-acct">{handleOf(member.screen_name)}</span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** Spec 1 section 6: the staff grouped by role, admins first. */
export function StaffPanel({ staffAccounts }: { staffAccounts: readonly string[] }) {
  const intl = useIntl()
  const staff = useStaff(staffAccounts)
  if (staffAccounts.length === 0) return null
  return (
    <section className="about-panel" aria-labelledby="about-staff">
      <h2 id="about-staff">{intl.formatMessage(m.staff)}</h2>
      <StaffList
        title={intl.formatMessage(m.admins)}
        members={staff.filter((s) => s.role === 'admin')}
      />
      <StaffList
        title={intl.formatMessage(m.moderators)}
        members={staff.filter((s) => s.role === 'moderator')}
      />
    </section>
  )
}
