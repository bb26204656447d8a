import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Composer } from './Composer'
import {
  postedStatus,
  fakeClient,
  httpError,
  renderComposer,
  testEnv,
  type Handler,
} from './composer-test-utils'

// Typing into a full form is slow under jsdom on a shared machine.
vi.setConfig({ testTimeout: 20_000 })

const created: Handler = ({ path }) => {
  if (path === '/api/notes/create') return { createdNote: postedStatus('100') }
  throw httpError(404)
}

function setup(handler: Handler = created) {
  const client = fakeClient(handler)
  const onPosted = vi.fn()
  const user = userEvent.setup()
  renderComposer(<Composer onPosted={onPosted} />, testEnv(client))
  const text = () => screen.getByRole('combobox', { name: 'Post text' })
  return { client, onPosted, user, text }
}

const png = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' })

describe('Composer polls', () => {
  it('blocks a poll with too few options and sends a complete one', async () => {
    const { user, client, text } = setup()
    await user.type(text(), 'vote')
    await user.click(screen.getByRole('button', { name: 'Add poll' }))
    expect(screen.queryByRole('button', { name: /Delete option/ })).not.toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'yes')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('Error: Too few unique options in poll')).toBeInTheDocument()
    expect(client.calls).toHaveLength(0)
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'no')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(client.calls).toHaveLength(1))
    expect(client.calls[0]?.options?.json).toMatchObject({
      poll: { choices: ['yes', 'no'], multiple: false, expiredAfter: 600_000 },
    })
  })

  it('adds options up to the limit and offers delete beyond two', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Add poll' }))
    await user.click(screen.getByRole('button', { name: 'Add option' }))
    expect(screen.getAllByRole('button', { name: /Delete option/ })).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Add option' }))
    expect(screen.queryByRole('button', { name: 'Add option' })).not.toBeInTheDocument()
  })
})

describe('Composer uploads', () => {
  it('rejects a file over the upload limit with its size', async () => {
    const { user, client } = setup()
    const input = document.querySelector<HTMLInputElement>('input[type=file]')
    if (!input) throw new Error('no file input')
    await user.upload(input, png('big.png', 2 * 1024 * 1024))
    expect(
      screen.getByText('Error: Upload failed. File too big [2 MiB / 1 MiB]'),
    ).toBeInTheDocument()
    expect(client.calls).toHaveLength(0)
  })

  it('disables Post while uploading, saves descriptions first, then posts the media', async () => {
    let finish: (() => void) | undefined
    const { user, client, text } = setup((call) => {
      if (call.path === '/api/v1/media') {
        return new Promise((resolve) => {
          finish = () => resolve({ id: 'm1', type: 'image', url: 'https://x/m1.png' })
        })
      }
      if (call.path === '/api/v1/media/m1') return { id: 'm1' }
      return created(call)
    })
    const input = document.querySelector<HTMLInputElement>('input[type=file]')
    if (!input) throw new Error('no file input')
    await user.upload(input, png('cat.png', 10))
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled()
    expect(screen.getByRole('progressbar', { name: 'Upload of cat.png' })).toBeInTheDocument()
    await act(() => Promise.resolve(finish?.()))
    await user.type(screen.getByRole('textbox', { name: 'Description of cat.png' }), ' a cat ')
    await user.type(text(), 'look')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(client.to('POST', '/api/notes/create')).toHaveLength(1))
    const paths = client.calls.map((c) => `${c.method} ${c.path}`)
    expect(paths).toEqual(['POST /api/v1/media', 'PUT /api/v1/media/m1', 'POST /api/notes/create'])
    expect(client.calls[1]?.options?.json).toEqual({ description: 'a cat' })
    expect(client.calls[2]?.options?.json).toMatchObject({ mediaIds: ['m1'] })
  })

  it('stops posting when a description cannot be saved', async () => {
    const { user, client, text } = setup((call) => {
      if (call.path === '/api/v1/media') return { id: 'm1', type: 'image', url: 'https://x/m1.png' }
      if (call.path === '/api/v1/media/m1') throw httpError(500)
      return created(call)
    })
    const input = document.querySelector<HTMLInputElement>('input[type=file]')
    if (!input) throw new Error('no file input')
    await user.upload(input, png('cat.png', 10))
    await user.type(await screen.findByRole('textbox', { name: 'Description of cat.png' }), 'x')
    await user.type(text(), 'look')
    await user.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('Error: Failed to update media, try again')).toBeInTheDocument()
    expect(client.to('POST', '/api/notes/create')).toHaveLength(0)
  })

  it('disables the upload control at the file limit', async () => {
    let n = 0
    const { user } = setup((call) => {
      if (call.path === '/api/v1/media')
        return { id: `m${++n}`, type: 'image', url: 'https://x/m.png' }
      return created(call)
    })
    const input = document.querySelector<HTMLInputElement>('input[type=file]')
    if (!input) throw new Error('no file input')
    await user.upload(input, [png('a.png', 1), png('b.png', 1)])
    await screen.findByRole('textbox', { name: 'Description of b.png' })
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeDisabled()
  })
})

describe('Composer preview', () => {
  it('previews 500 ms after typing with the preview flag, and says when empty', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const client = fakeClient(({ path, options }) => {
        if (path === '/api/notes/create') {
          const body = options?.json as { text: string }
          return { createdNote: postedStatus('p', { content: `<p>rendered ${body.text}</p>` }) }
        }
        throw httpError(404)
      })
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
      renderComposer(<Composer />, testEnv(client))
      await user.click(screen.getByRole('button', { name: 'Preview' }))
      expect(screen.getByText('Empty')).toBeInTheDocument()
      await user.type(screen.getByRole('combobox', { name: 'Post text' }), 'hi')
      expect(client.calls).toHaveLength(0)
      await act(() => Promise.resolve(vi.advanceTimersByTime(500)))
      expect(await screen.findByText('rendered hi')).toBeInTheDocument()
      expect(client.calls).toHaveLength(1)
      expect(client.calls[0]?.options?.json).toMatchObject({ preview: true })
      expect(client.calls[0]?.options?.json).not.toHaveProperty('mediaIds')
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('Composer paste and drop', () => {
  it('uploads a pasted file and refuses a drop at the file limit', async () => {
    let n = 0
    const { client, text } = setup((call) => {
      if (call.path === '/api/v1/media')
        return { id: `m${++n}`, type: 'image', url: 'https://x/m.png' }
      return created(call)
    })
    fireEvent.paste(text(), { clipboardData: { files: [png('pasted.png', 1)] } })
    await screen.findByRole('textbox', { name: 'Description of pasted.png' })
    const form = text().closest('form')
    if (!form) throw new Error('no form')
    const dropped = { files: [png('dropped.png', 1)], dropEffect: 'none' }
    fireEvent.dragOver(form, { dataTransfer: dropped })
    expect(dropped.dropEffect).toBe('copy')
    fireEvent.drop(form, { dataTransfer: dropped })
    await screen.findByRole('textbox', { name: 'Description of dropped.png' })
    const third = { files: [png('third.png', 1)], dropEffect: 'copy' }
    fireEvent.dragOver(form, { dataTransfer: third })
    expect(third.dropEffect).toBe('none')
    fireEvent.drop(form, { dataTransfer: third })
    expect(client.to('POST', '/api/v1/media')).toHaveLength(2)
  })
})
