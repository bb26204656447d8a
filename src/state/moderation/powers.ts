// Who on the staff may do what, as Akkoma's router decides it (its three admin pipelines):
// moderators and admins triage reports, moderate statuses, list accounts, tag, (de)activate and
// approve them; admins alone grant rights, resend confirmation mails, require a new password
// and edit announcements; deleting accounts and listing every status take "privileged staff"
// (admins, and moderators where the instance's privileged_staff is on). A control a role may not
// use is not shown to it.
import type { InstanceConfig } from '../../entities'
import type { Role } from '../../entities/user'

export interface StaffPowers {
  /** List reports, change their state, add and delete notes. */
  reports: boolean
  /** Change a status's scope or sensitivity, delete it. */
  moderateStatuses: boolean
  /** The list of every recent status (privileged staff). */
  listStatuses: boolean
  /** Search local and remote accounts. */
  listUsers: boolean
  tag: boolean
  activate: boolean
  approve: boolean
  /** Privileged staff. */
  deleteUsers: boolean
  /** Grant and revoke admin and moderator (local accounts only). */
  rights: boolean
  resendConfirmation: boolean
  forcePasswordReset: boolean
  announcements: boolean
}

const none: StaffPowers = {
  reports: false,
  moderateStatuses: false,
  listStatuses: false,
  listUsers: false,
  tag: false,
  activate: false,
  approve: false,
  deleteUsers: false,
  rights: false,
  resendConfirmation: false,
  forcePasswordReset: false,
  announcements: false,
}

export function staffPowers(role: Role | undefined, privilegedStaff: boolean): StaffPowers {
  if (role !== 'admin' && role !== 'moderator') return none
  const admin = role === 'admin'
  return {
    reports: true,
    moderateStatuses: true,
    listUsers: true,
    tag: true,
    activate: true,
    approve: true,
    listStatuses: admin || privilegedStaff,
    deleteUsers: admin || privilegedStaff,
    rights: admin,
    resendConfirmation: admin,
    forcePasswordReset: admin,
    announcements: admin,
  }
}

export interface PolicyTag {
  /** As the server stores it: `mrf_tag:…`. */
  tag: string
  /** The policy only means something for accounts of this instance. */
  localOnly: boolean
}

/** The seven tags of Akkoma's TagPolicy (spec 3 section 6). */
export const POLICY_TAGS: readonly PolicyTag[] = [
  { tag: 'mrf_tag:media-force-nsfw', localOnly: false },
  { tag: 'mrf_tag:media-strip', localOnly: false },
  { tag: 'mrf_tag:force-unlisted', localOnly: false },
  { tag: 'mrf_tag:sandbox', localOnly: false },
  { tag: 'mrf_tag:disable-remote-subscription', localOnly: true },
  { tag: 'mrf_tag:disable-any-subscription', localOnly: true },
  { tag: 'mrf_tag:quarantine', localOnly: true },
]

/** The policy tags that apply to an account: only where the instance runs TagPolicy. */
export function policyTagsFor(config: InstanceConfig, isLocal: boolean): readonly PolicyTag[] {
  const policies = config.federationPolicy?.mrf_policies ?? []
  if (!policies.some((name) => /(^|\.)TagPolicy$/.test(name))) return []
  return POLICY_TAGS.filter((entry) => isLocal || !entry.localOnly)
}
