import { defineMessages } from '../../i18n/define-messages'

export const accountMessages = defineMessages({
  accounts: { id: 'accounts.menu', defaultMessage: 'Accounts of {account}' },
  switchTo: { id: 'accounts.switch_to', defaultMessage: 'Switch to {account}' },
  addAccount: { id: 'accounts.add', defaultMessage: 'Add another account' },
  logout: { id: 'login.logout', defaultMessage: 'Log out' },
  login: { id: 'login.login', defaultMessage: 'Log in' },
  logoutConfirmTitle: { id: 'login.logout_confirm_title', defaultMessage: 'Log out' },
  logoutConfirm: {
    id: 'login.logout_confirm',
    defaultMessage: 'Do you really want to log out of {account}?',
  },
  logoutConfirmAccept: { id: 'login.logout_confirm_accept_button', defaultMessage: 'Log out' },
  expired: {
    id: 'login.session_expired_prompt',
    defaultMessage: 'The session of {account} has ended. Sign in again to continue.',
  },
  signInAgain: { id: 'login.sign_in_again', defaultMessage: 'Sign in again' },
})
