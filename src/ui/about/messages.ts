import { defineMessages } from '../../i18n/define-messages'

export const aboutMessages = defineMessages({
  title: { id: 'about.title', defaultMessage: 'About {name}' },
  instancePanel: { id: 'about.instance_panel', defaultMessage: 'About this instance' },
  staff: { id: 'about.staff', defaultMessage: 'Staff' },
  admins: { id: 'about.staff.admin', defaultMessage: 'Administrators' },
  moderators: { id: 'about.staff.moderator', defaultMessage: 'Moderators' },
  tos: { id: 'about.terms_of_service', defaultMessage: 'Terms of service' },
  bubble: { id: 'about.bubble_instances', defaultMessage: 'Bubble instances' },
  bubbleDescription: {
    id: 'about.bubble_instances_description',
    defaultMessage: 'Instances the admins chose for the bubble timeline.',
  },
  federation: { id: 'about.mrf.federation', defaultMessage: 'Federation' },
  mrfPolicies: { id: 'about.mrf.mrf_policies', defaultMessage: 'Enabled MRF policies' },
  mrfPoliciesDescription: {
    id: 'about.mrf.mrf_policies_desc',
    defaultMessage: 'MRF policies change how this instance federates with others.',
  },
  simple: { id: 'about.mrf.simple.simple_policies', defaultMessage: 'Instance-specific policies' },
  instance: { id: 'about.mrf.simple.instance', defaultMessage: 'Instance' },
  reason: { id: 'about.mrf.simple.reason', defaultMessage: 'Reason' },
  notApplicable: { id: 'about.mrf.simple.not_applicable', defaultMessage: 'N/A' },
  quarantine: { id: 'about.mrf.simple.quarantine', defaultMessage: 'Quarantine' },
  quarantineDescription: {
    id: 'about.mrf.simple.quarantine_desc',
    defaultMessage: 'This instance will send only public posts to the following instances:',
  },
  keyword: { id: 'about.mrf.keyword.keyword_policies', defaultMessage: 'Keyword policies' },
  keywordReject: { id: 'about.mrf.keyword.reject', defaultMessage: 'Reject' },
  keywordFtl: {
    id: 'about.mrf.keyword.ftl_removal',
    defaultMessage: 'Removal from "The Whole Known Network" timeline',
  },
  keywordReplace: { id: 'about.mrf.keyword.replace', defaultMessage: 'Replace' },
  keywordIs: { id: 'about.mrf.keyword.is_replaced_by', defaultMessage: '→' },
  features: { id: 'features_panel.title', defaultMessage: 'Features' },
  textLimit: { id: 'features_panel.text_limit', defaultMessage: 'Text limit: {limit}' },
  uploadLimit: { id: 'features_panel.upload_limit', defaultMessage: 'Upload limit: {limit}' },
  mediaProxy: { id: 'features_panel.media_proxy', defaultMessage: 'Media proxy' },
  whoToFollow: { id: 'features_panel.who_to_follow', defaultMessage: 'Who to follow' },
  scopeOptions: { id: 'features_panel.scope_options', defaultMessage: 'Scope options' },
  translation: { id: 'features_panel.translation', defaultMessage: 'Translation' },
  editing: { id: 'features_panel.editing', defaultMessage: 'Editing posts' },
  quoting: { id: 'features_panel.quoting', defaultMessage: 'Quoting posts' },
  reactions: { id: 'features_panel.reactions', defaultMessage: 'Emoji reactions' },
  polls: { id: 'features_panel.polls', defaultMessage: 'Polls' },
  client: { id: 'about.client', defaultMessage: 'This client' },
  clientVersion: { id: 'about.client_version', defaultMessage: 'Akkoma Deck {version}' },
})

/** MRF simple actions with a heading and a description each; unknown actions show their key. */
export const simplePolicyMessages = defineMessages({
  accept: { id: 'about.mrf.simple.accept', defaultMessage: 'Accept' },
  reject: { id: 'about.mrf.simple.reject', defaultMessage: 'Reject' },
  federated_timeline_removal: {
    id: 'about.mrf.simple.ftl_removal',
    defaultMessage: 'Removal from "Known Network" timeline',
  },
  media_nsfw: { id: 'about.mrf.simple.media_nsfw', defaultMessage: 'Media force-set as sensitive' },
  media_removal: { id: 'about.mrf.simple.media_removal', defaultMessage: 'Media removal' },
  followers_only: { id: 'about.mrf.simple.followers_only', defaultMessage: 'Followers only' },
  report_removal: { id: 'about.mrf.simple.report_removal', defaultMessage: 'Reports ignored' },
  avatar_removal: { id: 'about.mrf.simple.avatar_removal', defaultMessage: 'Avatar removal' },
  banner_removal: { id: 'about.mrf.simple.banner_removal', defaultMessage: 'Banner removal' },
})
