import { renderHook } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { ok, recordingClient } from '../../api/test-fetch'
import { registerSession } from '../session'
import { followTag } from './actions'
import { loadFollowedTags, loadTag, useFollowedTags, useKnownTag } from './tags-store'

const alice = 'alice@akkoma.example'
const tag = (name: string, following: boolean) => ({
  name,
  url: `https://akkoma.example/tags/${name}`,
  history: [{ day: '1700000000', uses: '3', accounts: '2' }],
  following,
})

function signedIn(routes: Parameters<typeof recordingClient>[0]) {
  const store = createStore()
  const { client, requests } = recordingClient(routes)
  registerSession(store, alice, client)
  return { requests, target: { store, accountKey: alice } }
}

describe('hashtags', () => {
  it('read followed tags across pages, and a follow puts the tag first, an unfollow takes it out', async () => {
    const { target, requests } = signedIn({
      'GET /api/v1/followed_tags': (request) =>
        request.query.get('max_id') === null
          ? new Response(JSON.stringify([tag('cats', true)]), {
              headers: {
                'content-type': 'application/json',
                link: '<https://akkoma.example/api/v1/followed_tags?max_id=5>; rel="next"',
              },
            })
          : Response.json([tag('dogs', true)]),
      'POST /api/v1/tags/art/follow': ok(tag('art', true)),
      'POST /api/v1/tags/cats/unfollow': ok(tag('cats', false)),
    })
    const followed = await loadFollowedTags(target)
    expect(followed.map((t) => t.name)).toEqual(['cats', 'dogs'])
    expect(requests.map((r) => r.query.get('max_id'))).toEqual([null, '5'])
    expect((await followTag(target, 'art', true)).ok).toBe(true)
    const afterFollow = await followTag(target, 'cats', false)
    expect(afterFollow).toMatchObject({ ok: true, value: { name: 'cats', following: false } })
    // What the drawer and a tag view read: the server's answers, newest follow first.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={target.store}>{children}</Provider>
    )
    const drawer = renderHook(() => useFollowedTags(alice), { wrapper })
    expect(drawer.result.current?.map((t) => t.name)).toEqual(['art', 'dogs'])
    const view = renderHook(() => useKnownTag(alice, '#Cats'), { wrapper })
    expect(view.result.current?.following).toBe(false)
    drawer.unmount()
  })

  it('reads one tag with its history and follow state', async () => {
    const { target } = signedIn({ 'GET /api/v1/tags/cats': ok(tag('cats', true)) })
    expect(await loadTag(target, 'cats')).toEqual({
      name: 'cats',
      url: 'https://akkoma.example/tags/cats',
      following: true,
      history: [{ day: 1700000000, uses: 3, accounts: 2 }],
    })
  })
})
