import { useAtom } from 'jotai'
import { ComposerModal } from '../../ui/composer'
import { AccountComposer } from './AccountComposer'
import { composerRequestAtom } from './composer-request'

/** The one modal composer of the app: new post, reply, quote, edit and redraft. */
export function ComposerHost() {
  const [request, setRequest] = useAtom(composerRequestAtom)
  if (!request) return null
  const close = () => setRequest(null)
  return (
    <AccountComposer account={request.account}>
      <ComposerModal
        target={request.target}
        {...(request.prefill ? { prefill: request.prefill } : {})}
        {...(request.message !== undefined ? { message: request.message } : {})}
        onClose={close}
      />
    </AccountComposer>
  )
}
