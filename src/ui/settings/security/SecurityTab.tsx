import { AliasesSection } from './AliasesSection'
import { DeleteSection } from './DeleteSection'
import { EmailSection } from './EmailSection'
import { MfaSection } from './MfaSection'
import { MoveSection } from './MoveSection'
import { PasswordSection } from './PasswordSection'
import { TokensSection } from './TokensSection'

/** Email, password, two-factor sign-in, signed-in apps, aliases, moving and deleting. */
export default function SecurityTab({ owner }: { owner: string }) {
  return (
    <>
      <EmailSection owner={owner} />
      <PasswordSection owner={owner} />
      <MfaSection owner={owner} />
      <TokensSection owner={owner} />
      <AliasesSection owner={owner} />
      <MoveSection owner={owner} />
      <DeleteSection owner={owner} />
    </>
  )
}
