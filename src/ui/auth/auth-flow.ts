/** Auth strategies of spec 1 section 3, and the transitions of section 4. */
export type AuthStrategy = 'password' | 'token' | 'totp' | 'recovery'

export interface MfaChallenge {
  baseUrl: string
  mfaToken: string
}

export interface AuthFlow {
  initial: 'password' | 'token'
  strategy: AuthStrategy
  challenge?: MfaChallenge
}

export type AuthFlowAction =
  | { type: 'mfa-required'; challenge: MfaChallenge }
  | { type: 'use-recovery' }
  | { type: 'use-totp' }
  | { type: 'cancel' }
  | { type: 'success' }

export function startFlow(initial: 'password' | 'token'): AuthFlow {
  return { initial, strategy: initial }
}

export function authFlowReducer(flow: AuthFlow, action: AuthFlowAction): AuthFlow {
  switch (action.type) {
    case 'mfa-required':
      return { ...flow, strategy: 'totp', challenge: action.challenge }
    case 'use-recovery':
      return flow.challenge ? { ...flow, strategy: 'recovery' } : flow
    case 'use-totp':
      return flow.challenge ? { ...flow, strategy: 'totp' } : flow
    case 'cancel':
    case 'success':
      return startFlow(flow.initial)
  }
}
