import { useAtomValue, useStore } from 'jotai'
import { useState, type SyntheticEvent } from 'react'
import { useIntl } from 'react-intl'
import type { User } from '../../../entities/user'
import { saveProfile, type ProfileEdit } from '../../../state/account-settings'
import { instanceConfigAtom } from '../../../state/instance'
import { reportSettingsSave } from '../../../state/settings-status'
import { Alert } from '../../common'
import { formatUserMessage } from '../../common/format-user-message'
import { Button, Select, Switch, TextField } from '../../primitives'
import { FieldsEditor, type FieldDraft } from './FieldsEditor'
import { ImagePicker } from './ImagePicker'
import { profileMessages as m } from './profile-messages'

interface Props {
  owner: string
  user: User
}

type DmPolicy = NonNullable<User['accepts_direct_messages_from']>

/** Name, bio, fields, pictures and the profile's flags, saved together. */
export function ProfileForm({ owner, user }: Props) {
  const intl = useIntl()
  const store = useStore()
  const config = useAtomValue(instanceConfigAtom)
  const [name, setName] = useState(user.name)
  const [bio, setBio] = useState(user.description)
  const [fields, setFields] = useState<FieldDraft[]>(() =>
    (user.source_fields && user.source_fields.length > 0
      ? user.source_fields
      : user.fields_text
    ).map((field) => ({ name: field.name, value: field.value })),
  )
  const [bot, setBot] = useState(user.bot)
  const [showRole, setShowRole] = useState(user.show_role)
  const [dms, setDms] = useState<DmPolicy>(user.accepts_direct_messages_from ?? 'everybody')
  const [avatar, setAvatar] = useState<Blob | null>(null)
  const [header, setHeader] = useState<Blob | null>(null)
  const [background, setBackground] = useState<Blob | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const edit: ProfileEdit = {
      name,
      bio,
      fields: fields.filter((field) => field.name.trim() !== '' || field.value.trim() !== ''),
      bot,
      showRole,
      acceptsDirectMessagesFrom: dms,
      ...(avatar ? { avatar } : {}),
      ...(header ? { header } : {}),
      ...(background ? { background } : {}),
    }
    const result = await saveProfile({ store, accountKey: owner }, edit)
    setBusy(false)
    if (result.ok) {
      setAvatar(null)
      setHeader(null)
      setBackground(null)
      reportSettingsSave(store, true)
    } else {
      setError(formatUserMessage(intl, result.error))
      reportSettingsSave(store, false, result.error)
    }
  }

  const what = {
    avatar: intl.formatMessage(m.avatar),
    header: intl.formatMessage(m.header),
    background: intl.formatMessage(m.background),
  }
  return (
    <form
      className="settings-section settings-profile-form"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={intl.formatMessage(m.name)}
        value={name}
        onChange={setName}
        maxLength={100}
      />
      <TextField
        label={intl.formatMessage(m.bio)}
        value={bio}
        onChange={setBio}
        multiline
        rows={4}
      />
      <FieldsEditor fields={fields} max={config.fieldsLimits.maxFields} onChange={setFields} />
      <h3>{intl.formatMessage(m.images)}</h3>
      <div className="settings-images">
        <ImagePicker
          what={what.avatar}
          currentUrl={user.profile_image_url_original || null}
          limit={config.avatarlimit}
          aspect={1}
          maxWidth={400}
          hint={intl.formatMessage(m.avatarHint)}
          pending={avatar}
          onPick={setAvatar}
        />
        <ImagePicker
          what={what.header}
          currentUrl={user.cover_photo || null}
          limit={config.bannerlimit}
          aspect={3}
          maxWidth={1500}
          pending={header}
          onPick={setHeader}
        />
        <ImagePicker
          what={what.background}
          currentUrl={user.background_image}
          limit={config.backgroundlimit}
          pending={background}
          onPick={setBackground}
        />
      </div>
      <div className="settings-options">
        <Switch label={intl.formatMessage(m.bot)} checked={bot} onChange={setBot} />
        <Switch label={intl.formatMessage(m.showRole)} checked={showRole} onChange={setShowRole} />
        <Select
          label={intl.formatMessage(m.dms)}
          value={dms}
          options={[
            { value: 'everybody', label: intl.formatMessage(m.dmsEverybody) },
            { value: 'people_i_follow', label: intl.formatMessage(m.dmsFollowing) },
            { value: 'nobody', label: intl.formatMessage(m.dmsNobody) },
          ]}
          onChange={setDms}
        />
      </div>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" variant="primary" busy={busy}>
        {intl.formatMessage(m.save)}
      </Button>
    </form>
  )
}
