import { useAtom } from 'jotai'
import { lazyDialog } from '../../common/lazy-after-first-paint'
import { reportRequestAtom } from './report-request'

const ReportDialog = lazyDialog(() => import('./ReportDialog'), 'ReportDialog')

/** The app's one report dialog, opened from a status menu or a user card. */
export function ReportHost() {
  const [request, setRequest] = useAtom(reportRequestAtom)
  if (!request) return null
  return (
    <ReportDialog
      key={`${request.account}:${request.userId}:${request.statusId ?? ''}`}
      account={request.account}
      userId={request.userId}
      {...(request.statusId !== undefined ? { statusId: request.statusId } : {})}
      onClose={() => {
        setRequest(null)
      }}
    />
  )
}
