import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { defineMessages } from '../../i18n/define-messages'
import { lookChoiceAtom, lookChoices } from '../../settings/look'
import { useSettingsAtoms } from '../../settings/store'
import { Menu, type MenuItem } from '../../ui/common'
import { useOpenSettings } from '../../ui/common/settings-opener'
import { useChooseLook } from '../../ui/theme/use-choose-look'
import { lookMessages, lookNames } from '../../ui/theme/messages'
import { WordFilterDialog } from './WordFilterDialog'

const m = defineMessages({
  menu: { id: 'timeline.quick_settings', defaultMessage: 'Timeline settings' },
  on: { id: 'timeline.quick_settings.on', defaultMessage: '{setting}: on' },
  off: { id: 'timeline.quick_settings.off', defaultMessage: '{setting}: off' },
  muteBots: { id: 'settings.mute_bot_posts', defaultMessage: 'Mute bot posts' },
  hideMedia: { id: 'settings.hide_media_previews', defaultMessage: 'Hide media previews' },
  hideMuted: { id: 'settings.hide_all_muted_posts', defaultMessage: 'Hide all muted posts' },
  renderMfm: { id: 'settings.render_mfm', defaultMessage: 'Render Misskey markdown' },
  wordFilter: { id: 'timeline.quick_settings.word_filter', defaultMessage: 'Word filter…' },
  compact: { id: 'settings.compact_posts', defaultMessage: 'Compact posts' },
  mfmOnHover: {
    id: 'settings.render_mfm_on_hover',
    defaultMessage: 'Animate Misskey markdown only on hover',
  },
  more: { id: 'timeline.quick_settings.more', defaultMessage: 'More settings…' },
})

type Toggle =
  | 'muteBotStatuses'
  | 'hideAttachments'
  | 'hideMutedPosts'
  | 'renderMisskeyMarkdown'
  | 'renderMfmOnHover'
// Beyond the spec's three: the Misskey markdown pair, kept at hand here as well as in the
// settings. The hover option only means something while markdown is rendered.
const toggles: [Toggle, (typeof m)[keyof typeof m]][] = [
  ['muteBotStatuses', m.muteBots],
  ['hideAttachments', m.hideMedia],
  ['hideMutedPosts', m.hideMuted],
  ['renderMisskeyMarkdown', m.renderMfm],
  ['renderMfmOnHover', m.mfmOnHover],
]

/** The timeline quick-settings menu of spec 1 section 2, for the column's account. */
export function QuickSettings({ account }: { account: string }) {
  const intl = useIntl()
  const atoms = useSettingsAtoms(account)
  const settings = useAtomValue(atoms.effective)
  const set = useSetAtom(atoms.set)
  const [filtering, setFiltering] = useState(false)
  const look = useAtomValue(lookChoiceAtom)
  const chooseLook = useChooseLook(account)
  const openSettings = useOpenSettings()
  const items: MenuItem[] = toggles.map(([name, label]) => ({
    id: name,
    label: intl.formatMessage(settings[name] ? m.on : m.off, {
      setting: intl.formatMessage(label),
    }),
    disabled: name === 'renderMfmOnHover' && !settings.renderMisskeyMarkdown,
    onSelect: () => set({ name, value: !settings[name] }),
  }))
  items.splice(3, 0, {
    id: 'wordFilter',
    label: intl.formatMessage(m.wordFilter),
    onSelect: () => {
      setFiltering(true)
    },
  })
  // The card density (issue 15), at hand here as well as in the settings.
  const compact = settings.statusDensity === 'compact'
  items.push({
    id: 'statusDensity',
    label: intl.formatMessage(compact ? m.on : m.off, { setting: intl.formatMessage(m.compact) }),
    onSelect: () => set({ name: 'statusDensity', value: compact ? 'comfortable' : 'compact' }),
  })
  // The look, at hand here as well as in the settings' theme tab.
  for (const choice of lookChoices) {
    items.push({
      id: `look-${choice}`,
      label: intl.formatMessage(lookMessages.choice, {
        look: intl.formatMessage(lookNames[choice]),
      }),
      radio: 'look',
      checked: look === choice,
      onSelect: () => {
        chooseLook(choice)
      },
    })
  }
  items.push({
    id: 'moreSettings',
    label: intl.formatMessage(m.more),
    onSelect: () => {
      openSettings('general')
    },
  })
  return (
    <>
      <Menu label={intl.formatMessage(m.menu)} items={items} className="timeline-quick-settings" />
      {filtering && (
        <WordFilterDialog
          account={account}
          onClose={() => {
            setFiltering(false)
          }}
        />
      )}
    </>
  )
}
