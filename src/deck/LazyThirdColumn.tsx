import { Suspense } from 'react'
import { lazyAfterFirstPaint } from '../ui/common/lazy-after-first-paint'
import type { ThirdColumnMode } from './use-third-column'

// The third column's notifications are no first status's business: they load after it.
const ThirdColumn = lazyAfterFirstPaint(() =>
  import('./ThirdColumn').then((m) => ({ default: m.ThirdColumn })),
)

interface Props {
  mode: ThirdColumnMode
  account: string
  nickname: string | undefined
}

/** The wide layout's third column, when it has one. */
export function LazyThirdColumn({ mode, account, nickname }: Props) {
  if (mode === 'none' || nickname === undefined) return null
  return (
    <Suspense fallback={<div className="third-column third-column-placeholder" />}>
      <ThirdColumn mode={mode} account={account} nickname={nickname} />
    </Suspense>
  )
}
