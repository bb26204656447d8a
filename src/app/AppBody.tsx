import { AppFrame } from '../deck/AppFrame'
import { AccountBar } from './AccountBar'
import { AppRoutes } from './AppRoutes'

/** Everything behind the boot frame: the navigation and the routes. */
export default function AppBody() {
  return (
    <AppFrame accounts={<AccountBar />}>
      <AppRoutes />
    </AppFrame>
  )
}
