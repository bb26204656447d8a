import { Suggestions } from '../../src/ui/people/Suggestions'
import type { ColumnBodyProps } from '../types'

export default function WhoToFollowColumn({ account }: ColumnBodyProps<Record<string, never>>) {
  return <Suggestions accountKey={account} />
}
