import { useIntl } from 'react-intl'
import { loadAccountList } from '../../../state/account-settings'
import { useLoad } from '../../../state/loaders'
import { ListTransfer } from '../data/ListTransfer'
import { Loaded } from '../Loaded'
import { AccountListView } from './AccountListView'
import { relationsMessages as m } from './relations-messages'

/** Everyone the account blocks, each with unblock; the list in and out as CSV. */
export default function BlocksTab({ owner }: { owner: string }) {
  const intl = useIntl()
  const list = useLoad(owner, 'settings:blocks', (target) => loadAccountList(target, 'blocks'))
  return (
    <section className="settings-section" aria-labelledby="settings-blocks">
      <h3 id="settings-blocks">{intl.formatMessage(m.blocks)}</h3>
      <ListTransfer owner={owner} kind="blocks" />
      <Loaded load={list}>
        {(ids) => <AccountListView owner={owner} kind="blocks" ids={ids} />}
      </Loaded>
    </section>
  )
}
