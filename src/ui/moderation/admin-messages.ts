import { defineMessages } from '../../i18n/define-messages'

/** The user card's admin tools (spec 3 sections 4 and 6). */
export const adminToolsMessages = defineMessages({
  menu: { id: 'moderation.tools.menu', defaultMessage: 'Moderation' },
  loading: { id: 'moderation.tools.loading', defaultMessage: 'Loading moderation tools…' },
  failed: {
    id: 'moderation.tools.failed',
    defaultMessage: 'The moderation tools could not be loaded: {error}',
  },
  status: {
    id: 'moderation.tools.status',
    defaultMessage:
      '{active, select, true {Active} other {Deactivated}}{approved, select, false {, awaiting approval} other {}}{confirmed, select, false {, email not confirmed} other {}}',
  },
  grantAdmin: { id: 'moderation.tools.admin', defaultMessage: 'Admin' },
  grantModerator: { id: 'moderation.tools.moderator', defaultMessage: 'Moderator' },
  deactivate: { id: 'moderation.tools.deactivate', defaultMessage: 'Deactivate account' },
  activate: { id: 'moderation.tools.activate', defaultMessage: 'Activate account' },
  approve: { id: 'moderation.tools.approve', defaultMessage: 'Approve registration' },
  resendConfirmation: {
    id: 'moderation.tools.resend_confirmation',
    defaultMessage: 'Resend the confirmation email',
  },
  forcePasswordReset: {
    id: 'moderation.tools.force_password_reset',
    defaultMessage: 'Require a password reset',
  },
  deleteAccount: { id: 'moderation.tools.delete', defaultMessage: 'Delete account' },
  deleteConfirm: {
    id: 'moderation.tools.delete_confirm',
    defaultMessage: 'Delete {name} and every one of their posts? This cannot be undone.',
  },
  done: { id: 'moderation.tools.done', defaultMessage: 'Done.' },
  'mrf_tag:media-force-nsfw': {
    id: 'moderation.tag.media_force_nsfw',
    defaultMessage: 'Force posts NSFW',
  },
  'mrf_tag:media-strip': { id: 'moderation.tag.media_strip', defaultMessage: 'Strip media' },
  'mrf_tag:force-unlisted': {
    id: 'moderation.tag.force_unlisted',
    defaultMessage: 'Force unlisted',
  },
  'mrf_tag:sandbox': { id: 'moderation.tag.sandbox', defaultMessage: 'Force followers-only' },
  'mrf_tag:disable-remote-subscription': {
    id: 'moderation.tag.disable_remote_subscription',
    defaultMessage: 'Disallow following from remote instances',
  },
  'mrf_tag:disable-any-subscription': {
    id: 'moderation.tag.disable_any_subscription',
    defaultMessage: 'Disallow following',
  },
  'mrf_tag:quarantine': {
    id: 'moderation.tag.quarantine',
    defaultMessage: 'Quarantine (no federation of posts)',
  },
})
