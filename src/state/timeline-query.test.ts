import { describe, expect, it } from 'vitest'
import { timelineQueryFor } from './timeline-query'

describe('the timeline query from the settings', () => {
  it('asks for muted posts to fold them, unless they are hidden anyway', () => {
    expect(timelineQueryFor({ replyVisibility: 'all', hideMutedPosts: false })).toEqual({
      withMuted: true,
    })
    expect(timelineQueryFor({ replyVisibility: 'all', hideMutedPosts: true })).toEqual({})
  })

  it('sends the reply filter only when it is not "all"', () => {
    expect(timelineQueryFor({ replyVisibility: 'following', hideMutedPosts: true })).toEqual({
      replyVisibility: 'following',
    })
  })
})
