import { defineMessages } from '../../../i18n/define-messages'

export const relationsMessages = defineMessages({
  blocks: { id: 'settings.blocks_tab', defaultMessage: 'Blocked users' },
  mutes: { id: 'settings.mutes_tab', defaultMessage: 'Muted users' },
  domains: { id: 'settings.domain_mutes', defaultMessage: 'Muted instances' },
  noBlocks: { id: 'settings.no_blocks', defaultMessage: 'You block nobody.' },
  noMutes: { id: 'settings.no_mutes', defaultMessage: 'You mute nobody.' },
  noDomains: { id: 'settings.no_domain_mutes', defaultMessage: 'You mute no instance.' },
  unblock: { id: 'settings.unblock', defaultMessage: 'Unblock' },
  block: { id: 'settings.block_again', defaultMessage: 'Block again' },
  unmute: { id: 'settings.unmute', defaultMessage: 'Unmute' },
  mute: { id: 'settings.mute_again', defaultMessage: 'Mute again' },
  unblockNamed: { id: 'settings.unblock_named', defaultMessage: 'Unblock {name}' },
  blockNamed: { id: 'settings.block_again_named', defaultMessage: 'Block {name} again' },
  unmuteNamed: { id: 'settings.unmute_named', defaultMessage: 'Unmute {name}' },
  muteNamed: { id: 'settings.mute_again_named', defaultMessage: 'Mute {name} again' },
  unblocked: { id: 'settings.unblocked', defaultMessage: 'Unblocked' },
  unmuted: { id: 'settings.unmuted', defaultMessage: 'Unmuted' },
  muteDomain: { id: 'settings.mute_domain', defaultMessage: 'Instance to mute (example.com)' },
  addDomain: { id: 'settings.add_domain_mute', defaultMessage: 'Mute instance' },
  badDomain: { id: 'settings.bad_domain', defaultMessage: 'An instance name like example.com' },
})
