import type { Store } from '../store/store'
import { escapeHtml } from '../store/text'

export interface AuthorizeForm {
  clientId: string
  redirectUri: string
  scope: string
  state: string
  responseType: string
}

const page = (store: Store, title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} – ${escapeHtml(store.settings.name)}</title>
<style>body{font-family:sans-serif;background:#121a24;color:#b9b9ba;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#182230;padding:2em;border-radius:10px;display:grid;gap:.75em;min-width:18em}
input,button{font:inherit;padding:.5em}.error{color:#ff8080}</style></head>
<body>${body}</body></html>`

const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`

/** The login form of Akkoma's `o_auth/show.html.eex`, with the same field names. */
export function loginForm(store: Store, f: AuthorizeForm, error?: string): string {
  const scopes = f.scope.split(/\s+/).filter(Boolean)
  return page(
    store,
    'Sign in',
    `<form method="post" action="/oauth/authorize">
<h1>Sign in to ${escapeHtml(store.settings.name)}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label>Username <input name="authorization[name]" autocomplete="username" required></label>
<label>Password <input type="password" name="authorization[password]" autocomplete="current-password" required></label>
${scopes.map((s) => hidden('authorization[scope][]', s)).join('\n')}
${hidden('authorization[client_id]', f.clientId)}
${hidden('authorization[response_type]', f.responseType)}
${hidden('authorization[redirect_uri]', f.redirectUri)}
${hidden('authorization[state]', f.state)}
<button type="submit">Authorize</button>
</form>`,
  )
}

export function mfaForm(store: Store, mfaToken: string, f: AuthorizeForm, error?: string): string {
  return page(
    store,
    'Two-factor authentication',
    `<form method="post" action="/oauth/mfa/verify">
<h1>Two-factor authentication</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label>Authentication code <input name="mfa[code]" inputmode="numeric" autocomplete="one-time-code" required></label>
<label><input type="checkbox" name="mfa[challenge_type]" value="recovery"> Use a recovery code</label>
${hidden('mfa[mfa_token]', mfaToken)}
${hidden('mfa[redirect_uri]', f.redirectUri)}
${hidden('mfa[state]', f.state)}
<button type="submit">Verify</button>
</form>`,
  )
}

/**
 * Akkoma's remote follow page (`POST /main/ostatus`, `subscribe.html.eex`): a visitor names
 * their own account to follow `nickname` from it. The stand-in cannot federate, so naming one
 * ends with the page's error.
 */
export function remoteFollowPage(store: Store, nickname: string, error?: string): string {
  return page(
    store,
    'Remote follow',
    `<form method="post" action="/main/ostatus">
<h1>Remote follow ${escapeHtml(nickname)}</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<label>Your account ID, e.g. lain@quitter.se <input name="user[profile]" required></label>
${hidden('user[nickname]', nickname)}
<button type="submit">Follow</button>
</form>`,
  )
}
