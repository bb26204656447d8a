import { lazy } from 'react'
import type { RouteName } from '../routes/route-table'

// Every screen that is not a deck column loads on demand: the first chunk holds only the frame.
const LoginScreen = lazy(() => import('../ui/auth/LoginScreen'))
const OAuthCallback = lazy(() => import('../ui/auth/OAuthCallback'))
const RegistrationScreen = lazy(() => import('../ui/auth/registration/RegistrationScreen'))
const RegistrationOutcome = lazy(() => import('../ui/auth/registration/RegistrationOutcome'))
const PasswordResetScreen = lazy(() => import('../ui/auth/password-reset/PasswordResetScreen'))
const AboutScreen = lazy(() => import('../ui/about/AboutScreen'))
const RemoteUserResolver = lazy(() => import('./RemoteUserResolver'))

export const screens: Partial<Record<RouteName, React.ComponentType>> = {
  login: LoginScreen,
  'oauth-callback': OAuthCallback,
  registration: RegistrationScreen,
  'registration-token': RegistrationScreen,
  'registration-request-sent': RegistrationOutcome,
  'awaiting-email-confirmation': RegistrationOutcome,
  'password-reset': PasswordResetScreen,
  about: AboutScreen,
  'remote-user-profile-acct': RemoteUserResolver,
  'remote-user-profile': RemoteUserResolver,
}
