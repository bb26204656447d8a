// One test per card setting that no other test shows: the option on, the option off, and what
// the reader sees change between them.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Attachment } from '../../entities'
import { status, user } from '../../entities/test-factories'
import type { Settings } from '../../settings/defaults'
import { StatusCard } from './StatusCard'
import { renderWithEnv } from './test-env'

const alice = user('u1', { name: 'Alice', screen_name: 'alice', screen_name_ui: 'alice' })
const bot = user('u3', { name: 'Botty', screen_name: 'botty', screen_name_ui: 'botty', bot: true })
const bob = user('u2', {
  name: 'Bob',
  screen_name: 'bob@remote.example',
  screen_name_ui: 'bob@remote.example',
  profile_image_url: 'https://remote.example/bob.png',
})

function image(id: string, over: Partial<Attachment> = {}): Attachment {
  return {
    id,
    kind: 'image',
    mimetype: 'image/png',
    url: `https://media.example/${id}.png`,
    large_thumb_url: `https://media.example/${id}.png`,
    thumb_url: '',
    remote_url: null,
    description: `picture ${id}`,
    blurhash: null,
    meta: null,
    oembed: null,
    ...over,
  }
}

function card(
  settings: Partial<Settings>,
  over: Parameters<typeof status>[1] = {},
  users = [alice],
) {
  return renderWithEnv(<StatusCard statusId="1" />, {
    statuses: [status('1', over)],
    users,
    settings,
  })
}

describe('card settings', () => {
  it('hidePostStats hides the favourite and repeat counts', () => {
    const counts = { fave_num: 7, repeat_num: 3 }
    const shown = card({ hidePostStats: false }, counts)
    expect(screen.getByLabelText(/Favourite.* 7$/)).toBeInTheDocument()
    shown.unmount()
    card({ hidePostStats: true }, counts)
    expect(screen.queryByLabelText(/ 7$/)).toBeNull()
    expect(screen.getByLabelText(/^Favourite/)).toBeInTheDocument()
  })

  it('hideBotIndication hides the bot mark of a bot', () => {
    const shown = card({ hideBotIndication: false }, { user_id: 'u3' }, [bot])
    expect(screen.getByRole('img', { name: 'Bot' })).toBeInTheDocument()
    shown.unmount()
    card({ hideBotIndication: true }, { user_id: 'u3' }, [bot])
    expect(screen.queryByRole('img', { name: 'Bot' })).toBeNull()
  })

  it('emojiReactionsOnTimeline shows or leaves out the reactions in a timeline', () => {
    const reacted = {
      emoji_reactions: [{ name: '🎉', count: 2, me: false, url: null, account_ids: [] }],
    }
    const shown = card({ emojiReactionsOnTimeline: true }, reacted)
    expect(screen.getByText('🎉')).toBeInTheDocument()
    shown.unmount()
    card({ emojiReactionsOnTimeline: false }, reacted)
    expect(screen.queryByText('🎉')).toBeNull()
  })

  it('hideNsfw off shows sensitive media at once', () => {
    const sensitive = { nsfw: true, attachments: [image('1')] }
    const hidden = card({ hideNsfw: true }, sensitive)
    expect(screen.queryByRole('img', { name: 'picture 1' })).toBeNull()
    hidden.unmount()
    card({ hideNsfw: false }, sensitive)
    expect(screen.getByRole('img', { name: 'picture 1' })).toBeInTheDocument()
  })

  it('useBlurhash draws the blurred preview instead of the instance cover', () => {
    const sensitive = {
      nsfw: true,
      attachments: [image('1', { blurhash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj' })],
    }
    const blurred = card({ useBlurhash: true }, sensitive)
    expect(blurred.container.querySelector('canvas.blurhash')).not.toBeNull()
    blurred.unmount()
    const plain = card({ useBlurhash: false }, sensitive)
    expect(plain.container.querySelector('canvas.blurhash')).toBeNull()
    expect(plain.container.querySelector('img.attachment-cover')).not.toBeNull()
  })

  it('preloadImage loads hidden images ahead (eager) or on view (lazy)', async () => {
    const u = userEvent.setup()
    const sensitive = { nsfw: true, attachments: [image('1')] }
    const eager = card({ preloadImage: true }, sensitive)
    await u.click(screen.getByRole('button', { name: /Show sensitive media/ }))
    expect(screen.getByRole('img', { name: 'picture 1' })).toHaveAttribute('loading', 'eager')
    eager.unmount()
    card({ preloadImage: false }, sensitive)
    await u.click(screen.getByRole('button', { name: /Show sensitive media/ }))
    expect(screen.getByRole('img', { name: 'picture 1' })).toHaveAttribute('loading', 'lazy')
  })

  it('useContainFit shows media whole instead of cropped', () => {
    const contained = card({ useContainFit: true }, { attachments: [image('1')] })
    expect(screen.getByRole('img', { name: 'picture 1' })).toHaveClass('attachment-contain')
    contained.unmount()
    card({ useContainFit: false }, { attachments: [image('1')] })
    expect(screen.getByRole('img', { name: 'picture 1' })).toHaveClass('attachment-cover-fit')
  })

  it('playVideosInModal turns a video into a thumbnail that opens the viewer', () => {
    const video = {
      attachments: [
        image('v', { kind: 'video', mimetype: 'video/mp4', url: 'https://media.example/v.mp4' }),
      ],
    }
    const inline = card({ playVideosInModal: false }, video)
    expect(inline.container.querySelector('video')).not.toBeNull()
    inline.unmount()
    const modal = card({ playVideosInModal: true }, video)
    expect(modal.container.querySelector('video')).toBeNull()
    expect(modal.container.querySelector('.attachment-play')).not.toBeNull()
  })

  it('loopVideo and loopVideoSilentOnly decide whether a video loops', () => {
    const video = {
      attachments: [
        image('v', { kind: 'video', mimetype: 'video/mp4', url: 'https://media.example/v.mp4' }),
      ],
    }
    const looping = card({ loopVideo: true, loopVideoSilentOnly: false }, video)
    expect(looping.container.querySelector('video')).toHaveProperty('loop', true)
    looping.unmount()
    const still = card({ loopVideo: false }, video)
    expect(still.container.querySelector('video')).toHaveProperty('loop', false)
  })

  it('the mention link settings change how a mention reads', () => {
    const mention = {
      raw_html:
        '<p><a href="https://remote.example/users/bob" class="u-url mention">@<span>bob</span></a> hi</p>',
      text: '@bob hi',
      attentions: [
        {
          id: 'u2',
          screen_name: 'bob@remote.example',
          username: 'bob',
          statusnet_profile_url: 'https://remote.example/users/bob',
        },
      ],
    }
    const short = card({ mentionLinkDisplay: 'short', mentionLinkShowTooltip: false }, mention, [
      alice,
      bob,
    ])
    const content = (r: { container: HTMLElement }) =>
      r.container.querySelector<HTMLElement>('.status-content') ?? r.container
    const link = within(content(short)).getByRole('link', { name: '@bob' })
    expect(link).not.toHaveAttribute('title')
    short.unmount()
    const full = card(
      {
        mentionLinkDisplay: 'full_for_remote',
        mentionLinkShowTooltip: true,
        mentionLinkShowAvatar: true,
      },
      mention,
      [alice, bob],
    )
    const fullLink = within(content(full)).getByRole('link', { name: '@bob@remote.example' })
    expect(fullLink).toHaveAttribute('title', '@bob@remote.example')
    expect(fullLink.querySelector('img.mention-avatar')).toHaveAttribute(
      'src',
      'https://remote.example/bob.png',
    )
    full.unmount()
  })
})
