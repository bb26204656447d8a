import { describe, expect, it } from 'vitest'
import { authFlowReducer, startFlow } from './auth-flow'

const challenge = { baseUrl: 'https://social.example', mfaToken: 'mfa' }

describe('the auth flow', () => {
  it('moves to the one-time code on mfa_required, to recovery and back', () => {
    const totp = authFlowReducer(startFlow('password'), { type: 'mfa-required', challenge })
    expect(totp.strategy).toBe('totp')
    const recovery = authFlowReducer(totp, { type: 'use-recovery' })
    expect(recovery.strategy).toBe('recovery')
    expect(authFlowReducer(recovery, { type: 'use-totp' }).strategy).toBe('totp')
  })

  it('resets to the initial strategy on cancel and on success', () => {
    const totp = authFlowReducer(startFlow('token'), { type: 'mfa-required', challenge })
    expect(authFlowReducer(totp, { type: 'cancel' })).toEqual({
      initial: 'token',
      strategy: 'token',
    })
    expect(authFlowReducer(totp, { type: 'success' })).toEqual({
      initial: 'token',
      strategy: 'token',
    })
  })

  it('ignores recovery without a challenge', () => {
    expect(authFlowReducer(startFlow('password'), { type: 'use-recovery' }).strategy).toBe(
      'password',
    )
  })
})
