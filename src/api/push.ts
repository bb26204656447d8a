import type { ApiClient } from './client'
import type { ApiPushAlerts, ApiPushSubscription } from './wire'

/** A browser's push subscription as PushSubscription.toJSON() gives it. */
export interface PushEndpoint {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

const path = '/api/v1/push/subscription'

/** POST: the token's subscription (it replaces the one the token had). */
export function createPushSubscription(
  client: ApiClient,
  subscription: PushEndpoint,
  alerts: ApiPushAlerts,
): Promise<ApiPushSubscription> {
  return client.json<ApiPushSubscription>('POST', path, {
    json: { subscription, data: { alerts } },
  })
}

/** DELETE: the token's subscription; 404 when it had none. */
export function deletePushSubscription(client: ApiClient): Promise<unknown> {
  return client.json('DELETE', path)
}
