import { useIntl } from 'react-intl'
import { loadAccountList } from '../../../state/account-settings'
import { useLoad } from '../../../state/loaders'
import { ListTransfer } from '../data/ListTransfer'
import { Loaded } from '../Loaded'
import { AccountListView } from './AccountListView'
import { DomainMutes } from './DomainMutes'
import { relationsMessages as m } from './relations-messages'

/** Muted users (unmute, mute again) and muted instances; the lists in and out as CSV. */
export default function MutesTab({ owner }: { owner: string }) {
  const intl = useIntl()
  const list = useLoad(owner, 'settings:mutes', (target) => loadAccountList(target, 'mutes'))
  return (
    <>
      <section className="settings-section" aria-labelledby="settings-mutes">
        <h3 id="settings-mutes">{intl.formatMessage(m.mutes)}</h3>
        <ListTransfer owner={owner} kind="mutes" />
        <Loaded load={list}>
          {(ids) => <AccountListView owner={owner} kind="mutes" ids={ids} />}
        </Loaded>
      </section>
      <DomainMutes owner={owner} />
    </>
  )
}
