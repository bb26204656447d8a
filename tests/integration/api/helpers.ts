import { type ApiClient, type ApiClientOptions, createApiClient } from '../../../src/api/client'
import { loginWithPassword, registerApp } from '../../../src/api/oauth'
import { type InstanceOptions, type RunningInstance, startInstance } from '../../fake-akkoma/server'

/** Every seeded local user shares this password (tests/fake-akkoma/seed/users.ts). */
export const seedPassword = 'akkoma'

export function startTestInstance(options: InstanceOptions = {}): Promise<RunningInstance> {
  return startInstance({ testControl: true, ...options })
}

/** Signs a seeded user in through the real OAuth password grant and returns their client. */
export async function signIn(
  instance: RunningInstance,
  nickname: string,
  options: Partial<ApiClientOptions> = {},
): Promise<{ client: ApiClient; token: string }> {
  const anonymous = createApiClient({ baseUrl: instance.url })
  const app = await registerApp(anonymous, {
    clientName: 'integration tests',
    redirectUri: 'urn:ietf:wg:oauth:2.0:oob',
  })
  const credentials = { clientId: app.client_id, clientSecret: app.client_secret }
  const result = await loginWithPassword(anonymous, credentials, {
    username: nickname,
    password: seedPassword,
  })
  if (result.kind !== 'token') throw new Error(`${nickname} needs a second factor`)
  const token = result.token.access_token
  return { client: createApiClient({ baseUrl: instance.url, token, ...options }), token }
}

/** The instance's test-only control route. */
export async function control(
  instance: RunningInstance,
  path: string,
  body: Record<string, unknown> | string = {},
): Promise<unknown> {
  const response = await fetch(`${instance.url}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Resolves when `predicate` holds, polling every 20 ms; fails after `timeoutMs`. */
export async function eventually(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now()
  while (!predicate()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
