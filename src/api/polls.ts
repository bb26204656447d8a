import type { ApiClient } from './client'
import type { ApiPoll } from './wire'

export function fetchPoll(client: ApiClient, id: string): Promise<ApiPoll> {
  return client.json<ApiPoll>('GET', `/api/v1/polls/${encodeURIComponent(id)}`)
}

/** `choices` are option indexes. */
export function votePoll(client: ApiClient, id: string, choices: number[]): Promise<ApiPoll> {
  return client.json<ApiPoll>('POST', `/api/v1/polls/${encodeURIComponent(id)}/votes`, {
    json: { choices },
  })
}
