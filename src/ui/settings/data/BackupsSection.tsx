import { useIntl } from 'react-intl'
import { loadBackups, requestBackup } from '../../../state/account-settings'
import { useLoad } from '../../../state/loaders'
import { Button } from '../../primitives'
import { Loaded } from '../Loaded'
import { Outcome } from '../Outcome'
import { useAction } from '../use-action'
import { dataMessages as m } from './data-messages'

/** The account's backups: asked for here, downloadable once the server has made them. */
export function BackupsSection({ owner }: { owner: string }) {
  const intl = useIntl()
  const backups = useLoad(owner, 'settings:backups', loadBackups)
  const action = useAction()
  const date = (iso: string) => {
    const time = Date.parse(iso)
    return Number.isNaN(time)
      ? iso
      : intl.formatDate(time, { dateStyle: 'medium', timeStyle: 'short' })
  }
  return (
    <section className="settings-section" aria-labelledby="settings-backups">
      <h3 id="settings-backups">{intl.formatMessage(m.backups)}</h3>
      <p className="settings-hint">{intl.formatMessage(m.backupsHint)}</p>
      <div className="settings-buttons">
        <Button
          busy={action.busy}
          onClick={() =>
            void action
              .run(() => requestBackup({ store: action.store, accountKey: owner }), {
                descriptor: m.backupAdded,
              })
              .then((result) => {
                if (result.ok) backups.reload()
              })
          }
        >
          {intl.formatMessage(m.newBackup)}
        </Button>
        <Button onClick={backups.reload}>{intl.formatMessage(m.refresh)}</Button>
      </div>
      <Outcome outcome={action.outcome} />
      <Loaded load={backups}>
        {(list) =>
          list.length === 0 ? (
            <p>{intl.formatMessage(m.noBackups)}</p>
          ) : (
            <table className="settings-table">
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(m.backupDate)}</th>
                  <th scope="col">{intl.formatMessage(m.backupState)}</th>
                  <td />
                </tr>
              </thead>
              <tbody>
                {list.map((backup) => (
                  <tr key={backup.id} data-backup-id={backup.id}>
                    <td>{date(backup.createdAt)}</td>
                    <td>{intl.formatMessage(backup.ready ? m.backupReady : m.backupPending)}</td>
                    <td>
                      {backup.ready && (
                        <a
                          className="btn btn-default"
                          href={backup.url}
                          download
                          aria-label={intl.formatMessage(m.downloadNamed, {
                            date: date(backup.createdAt),
                          })}
                        >
                          {intl.formatMessage(m.download)}
                        </a>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  )
}
