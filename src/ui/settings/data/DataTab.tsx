import { useIntl } from 'react-intl'
import { BackupsSection } from './BackupsSection'
import { dataMessages as m } from './data-messages'
import { ListTransfer } from './ListTransfer'
import { SettingsFileSection } from './SettingsFileSection'

/** The settings file, the account's lists in and out as CSV, and its backups. */
export default function DataTab({ owner, signedIn }: { owner: string; signedIn: boolean }) {
  const intl = useIntl()
  return (
    <>
      <SettingsFileSection owner={owner} />
      {signedIn && (
        <>
          <section className="settings-section" aria-labelledby="settings-lists">
            <h3 id="settings-lists">{intl.formatMessage(m.lists)}</h3>
            <p className="settings-hint">{intl.formatMessage(m.listsHint)}</p>
            <ListTransfer owner={owner} kind="follows" />
            <ListTransfer owner={owner} kind="blocks" />
            <ListTransfer owner={owner} kind="mutes" />
          </section>
          <BackupsSection owner={owner} />
        </>
      )}
    </>
  )
}
