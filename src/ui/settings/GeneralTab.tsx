import { MascotSection } from './MascotSection'
import { generalSections } from './option-catalogue'
import { OptionSectionView } from './OptionSectionView'
import { useEditableSettings, useSettingsOwner } from './use-settings-owner'

/** Every local option of the interface, timelines, posts, media, writing and confirmations. */
export function GeneralTab({ owner }: { owner: string }) {
  const { settings, change } = useEditableSettings(owner)
  const { signedIn } = useSettingsOwner()
  return (
    <>
      {generalSections.map((section) => (
        <OptionSectionView key={section.id} section={section} settings={settings} change={change} />
      ))}
      {signedIn && <MascotSection owner={owner} />}
    </>
  )
}
