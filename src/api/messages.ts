import { defineMessages } from '../i18n/define-messages'

// User-facing texts of the call layer: spec 1 section 8 (timeline fetch, login) and spec 3
// section 8. They travel as descriptors so the UI formats them with react-intl.
export const apiMessages = defineMessages({
  rateLimited: { id: 'api.error.rate_limited', defaultMessage: 'You are rate limited' },
  internalServerError: { id: 'api.error.internal', defaultMessage: 'Internal Server Error' },
  backendUnavailable: {
    id: 'api.error.unavailable',
    defaultMessage: 'The backend is not available',
  },
  unexpectedStatus: {
    id: 'api.error.unexpected_status',
    defaultMessage: 'Unexpected status: {code}',
  },
  serverMessage: { id: 'api.error.server_message', defaultMessage: '{message}' },
  network: { id: 'api.error.network', defaultMessage: 'Failed to connect to server, try again' },
  loginWrongCredentials: {
    id: 'login.error.wrong_credentials',
    defaultMessage: 'Wrong username or password',
  },
  loginGeneric: {
    id: 'login.error.generic',
    defaultMessage: 'An error occurred, please try again',
  },
  loginNetwork: {
    id: 'login.error.network',
    defaultMessage: 'Failed to connect to server, try again',
  },
})
