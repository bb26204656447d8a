import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Attachment } from '../../entities'
import type { AttachmentKind } from '../../entities/media'
import { status, user } from '../../entities/test-factories'
import { StatusCard } from '../status/StatusCard'
import { renderWithEnv } from '../status/test-env'
import { dimensionScore, galleryRows, shouldLoopVideo, tooManyAttachments } from './gallery-rows'
import { pinchScale, settleScale, swipeDirection, wrapIndex } from './viewer-gestures'

function media(id: string, kind: AttachmentKind, description: string | null = null): Attachment {
  const ext = {
    image: 'png',
    video: 'mp4',
    audio: 'mp3',
    flash: 'swf',
    html: 'html',
    unknown: 'bin',
  }[kind]
  return {
    id,
    kind,
    mimetype: `${kind}/x`,
    url: `https://media.example/${id}.${ext}`,
    large_thumb_url: `https://media.example/${id}.${ext}`,
    thumb_url: '',
    remote_url: null,
    description,
    blurhash: null,
    meta: null,
    oembed: null,
  }
}

const alice = user('u1', { name: 'Alice' })

describe('gallery rules', () => {
  it('puts at most 3 images or videos in a row and audio or files on their own rows', () => {
    const rows = galleryRows([
      media('1', 'image'),
      media('2', 'video'),
      media('3', 'image'),
      media('4', 'image'),
      media('5', 'audio'),
      media('6', 'image'),
      media('7', 'unknown'),
    ])
    expect(rows.map((r) => [r.kind, r.items.length])).toEqual([
      ['media', 3],
      ['media', 1],
      ['audio', 1],
      ['media', 1],
      ['other', 1],
    ])
  })

  it('calls a gallery too tall above a dimension score of 1, and over 8 in the hide size', () => {
    const three = [media('1', 'image'), media('2', 'image'), media('3', 'image')]
    expect(dimensionScore(galleryRows(three))).toBeCloseTo(1 / 3.6)
    expect(tooManyAttachments(three, 'normal')).toBe(false)
    const single = ['1', '2'].map((id) => media(id, 'image'))
    expect(
      tooManyAttachments(
        [
          ...single,
          media('a', 'audio'),
          media('b', 'audio'),
          media('c', 'audio'),
          media('d', 'image'),
        ],
        'normal',
      ),
    ).toBe(true)
    const nine = Array.from({ length: 9 }, (_, i) => media(String(i), 'unknown'))
    expect(tooManyAttachments(nine, 'hide')).toBe(true)
    expect(tooManyAttachments(nine.slice(1), 'hide')).toBe(false)
    expect(tooManyAttachments(nine, 'small')).toBe(false)
  })

  it('loops videos per loopVideo and the silent-only option', () => {
    expect(shouldLoopVideo(false, false, false)).toBe(false)
    expect(shouldLoopVideo(true, false, true)).toBe(true)
    expect(shouldLoopVideo(true, true, true)).toBe(false)
    expect(shouldLoopVideo(true, true, undefined)).toBe(false)
    expect(shouldLoopVideo(true, true, false)).toBe(true)
  })

  it('swipes at a quarter of the width, wraps, and clamps pinch zoom', () => {
    expect(swipeDirection(-260, 10, 1000)).toBe(1)
    expect(swipeDirection(260, 10, 1000)).toBe(-1)
    expect(swipeDirection(-240, 10, 1000)).toBe(0)
    expect(swipeDirection(-300, 400, 1000)).toBe(0)
    // Right to left the items run the other way: a swipe right shows the next.
    expect(swipeDirection(260, 10, 1000, true)).toBe(1)
    expect(swipeDirection(-260, 10, 1000, true)).toBe(-1)
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(3, 3)).toBe(0)
    expect(pinchScale(1, 100, 50)).toBe(1)
    expect(pinchScale(1, 100, 300)).toBe(3)
    expect(settleScale(1.1)).toBe(1)
    expect(settleScale(1.5)).toBe(1.5)
  })
})

describe('attachments on a card', () => {
  it('hides sensitive media until revealed', async () => {
    const u = userEvent.setup()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { nsfw: true, attachments: [media('1', 'image', 'a cat')] })],
      users: [alice],
    })
    expect(screen.queryByRole('img', { name: 'a cat' })).toBeNull()
    await u.click(screen.getByRole('button', { name: /Show sensitive media/ }))
    expect(screen.getByRole('img', { name: 'a cat' })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Hide sensitive media' }))
    expect(screen.queryByRole('img', { name: 'a cat' })).toBeNull()
  })

  it('opens the viewer on the first click with the one-click option', async () => {
    const u = userEvent.setup()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { nsfw: true, attachments: [media('1', 'image', 'a cat')] })],
      users: [alice],
      settings: { useOneClickNsfw: true },
    })
    await u.click(screen.getByRole('button', { name: /Show sensitive media/ }))
    expect(await screen.findByRole('dialog', { name: 'Media viewer' })).toBeInTheDocument()
  })

  it('draws no more thumbnails than maxThumbnails and says how many more there are', () => {
    const attachments = ['1', '2', '3', '4'].map((id) => media(id, 'image', `pic ${id}`))
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { attachments })],
      users: [alice],
      settings: { maxThumbnails: 2 },
    })
    expect(screen.getAllByRole('button', { name: /Open attachment/ })).toHaveLength(2)
    expect(screen.getByRole('button', { name: '2 more attachments' })).toBeInTheDocument()
  })

  it('plays flash as placeholder, then the flash_fail error with a link to the file', async () => {
    const u = userEvent.setup()
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { attachments: [media('f', 'flash')] })],
      users: [alice],
    })
    await u.click(screen.getByRole('button', { name: 'Play flash content' }))
    const error = await screen.findByRole('alert')
    expect(error).toHaveTextContent('Failed to load flash content')
    expect(within(error).getByRole('link', { name: 'Open the file' })).toHaveAttribute(
      'href',
      'https://media.example/f.swf',
    )
  })

  it('lists a file that is not media as a link', () => {
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { attachments: [media('doc', 'unknown')] })],
      users: [alice],
    })
    expect(screen.getByRole('link', { name: /doc\.bin/ })).toHaveAttribute(
      'rel',
      'nofollow noopener noreferrer',
    )
  })
})

describe('media viewer', () => {
  it('navigates by keyboard with wrap-around, shows counter and description, Escape closes', async () => {
    const u = userEvent.setup()
    const attachments = [
      media('1', 'image', 'first'),
      media('x', 'unknown'),
      media('2', 'image', 'second'),
      media('3', 'audio', 'third'),
    ]
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { attachments })],
      users: [alice],
    })
    await u.click(screen.getByRole('button', { name: 'Open attachment: first' }))
    const dialog = screen.getByRole('dialog', { name: 'Media viewer' })
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument()
    expect(within(dialog).getByText('first', { selector: 'p' })).toBeInTheDocument()
    await u.keyboard('{ArrowRight}')
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument()
    expect(within(dialog).getByRole('img', { name: 'second' })).toBeInTheDocument()
    await u.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument()
    await u.keyboard('{ArrowRight}')
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument()
    await u.click(within(dialog).getByRole('button', { name: 'Previous' }))
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument()
    await u.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('hands the viewer to the deck when it provides one', async () => {
    const u = userEvent.setup()
    const onOpenMedia = vi.fn()
    const attachments = [media('1', 'image', 'first')]
    renderWithEnv(<StatusCard statusId="1" />, {
      statuses: [status('1', { attachments })],
      users: [alice],
      env: { onOpenMedia },
    })
    await u.click(screen.getByRole('button', { name: 'Open attachment: first' }))
    expect(onOpenMedia).toHaveBeenCalledWith(attachments, 0)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
