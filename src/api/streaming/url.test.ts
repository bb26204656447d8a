import { describe, expect, it } from 'vitest'
import { streamingUrl } from './url'

describe('streamingUrl', () => {
  it('swaps http for ws and adds token and stream', () => {
    expect(streamingUrl('http://127.0.0.1:4000', 'user', 'tok')).toBe(
      'ws://127.0.0.1:4000/api/v1/streaming?access_token=tok&stream=user',
    )
  })

  it('swaps https for wss and carries extra args', () => {
    expect(streamingUrl('https://akkoma.example/', 'hashtag', undefined, { tag: 'café' })).toBe(
      'wss://akkoma.example/api/v1/streaming?stream=hashtag&tag=caf%C3%A9',
    )
    expect(streamingUrl('https://a.example', 'list', 't', { list: '12' })).toContain('&list=12')
  })
})
