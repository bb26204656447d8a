import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { MediaUploader } from '../../state/post-status'
import { Composer } from './Composer'
import { fakeClient, httpError, renderComposer, testEnv } from './composer-test-utils'
import { progressValues } from './use-uploads'

vi.setConfig({ testTimeout: 20_000 })

const png = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' })

type UploadProgress = Parameters<NonNullable<Parameters<MediaUploader>[1]['onProgress']>>[0]
type Uploaded = Awaited<ReturnType<MediaUploader>>

/** An uploader the test drives: progress events, then success or failure. */
function scriptedUploader() {
  let report: ((p: UploadProgress) => void) | undefined
  let finish: ((a: Uploaded) => void) | undefined
  let fail: ((e: unknown) => void) | undefined
  const uploadMedia: MediaUploader = (_file, options) =>
    new Promise<Uploaded>((resolve, reject) => {
      report = options.onProgress
      finish = resolve
      fail = reject
    })
  return {
    uploadMedia,
    progress: async (loaded: number, total: number) => {
      await act(async () => {
        report?.({ loaded, total })
        await Promise.resolve()
      })
    },
    finish: async (a: Uploaded) => {
      await act(async () => {
        finish?.(a)
        await Promise.resolve()
      })
    },
    fail: async (e: unknown) => {
      await act(async () => {
        fail?.(e)
        await Promise.resolve()
      })
    },
  }
}

async function startUpload(uploader: ReturnType<typeof scriptedUploader>) {
  const client = fakeClient(() => {
    throw httpError(404)
  })
  const user = userEvent.setup()
  renderComposer(<Composer />, testEnv(client, {}, uploader.uploadMedia))
  const text = screen.getByRole('combobox', { name: 'Post text' })
  await user.type(text, 'keep me')
  const input = document.querySelector<HTMLInputElement>('input[type=file]')
  if (!input) throw new Error('no file input')
  await user.upload(input, png('cat.png', 1000))
  return { client, text }
}

describe('upload progress', () => {
  it('is indeterminate until the first progress event, then shows bytes sent of the total', async () => {
    const uploader = scriptedUploader()
    const { client } = await startUpload(uploader)
    const bar = screen.getByRole('progressbar', { name: 'Upload of cat.png' })
    expect(bar).not.toHaveAttribute('value')
    await uploader.progress(300, 1200)
    expect(bar).toHaveAttribute('value', '300')
    expect(bar).toHaveAttribute('max', '1200')
    await uploader.progress(900, 1200)
    expect(bar).toHaveAttribute('value', '900')
    await uploader.finish({ id: 'm1', type: 'image', url: 'https://x/m1.png' })
    expect(
      await screen.findByRole('textbox', { name: 'Description of cat.png' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    // The progress path replaced the client's own upload call.
    expect(client.calls).toHaveLength(0)
  })

  it('shows the default upload error and keeps the draft when the server refuses', async () => {
    const uploader = scriptedUploader()
    const { text } = await startUpload(uploader)
    await uploader.progress(1200, 1200)
    await uploader.fail(httpError(500))
    expect(await screen.findByText('Error: Upload failed. Try again later')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(text).toHaveValue('keep me')
  })
})

describe('progressValues', () => {
  const pending = { key: 1, name: 'a.png', size: 500 }
  it('has no value before the first event', () => {
    expect(progressValues({ ...pending, progress: null })).toEqual({})
  })
  it('uses the request size, or the file size when the browser cannot tell', () => {
    expect(progressValues({ ...pending, progress: { loaded: 10, total: 600 } })).toEqual({
      value: 10,
      max: 600,
    })
    expect(progressValues({ ...pending, progress: { loaded: 10, total: 0 } })).toEqual({
      value: 10,
      max: 500,
    })
  })
  it('never runs past the end', () => {
    expect(progressValues({ ...pending, progress: { loaded: 900, total: 0 } })).toEqual({
      value: 500,
      max: 500,
    })
  })
})

describe('several uploads', () => {
  it('join the draft in the order they were picked, whichever finishes first', async () => {
    const finishers: ((a: Uploaded) => void)[] = []
    const uploadMedia: MediaUploader = () =>
      new Promise<Uploaded>((resolve) => {
        finishers.push(resolve)
      })
    const user = userEvent.setup()
    renderComposer(
      <Composer />,
      testEnv(
        fakeClient(() => {
          throw httpError(404)
        }),
        {},
        uploadMedia,
      ),
    )
    const input = document.querySelector<HTMLInputElement>('input[type=file]')
    if (!input) throw new Error('no file input')
    await user.upload(input, [png('first.png', 10), png('second.png', 10)])
    expect(finishers).toHaveLength(2)
    await act(async () => {
      finishers[1]?.({ id: 'm2', type: 'image', url: 'https://x/m2.png' })
      await Promise.resolve()
    })
    // The second is done, but waits for the first.
    expect(screen.queryByRole('textbox', { name: 'Description of second.png' })).toBeNull()
    await act(async () => {
      finishers[0]?.({ id: 'm1', type: 'image', url: 'https://x/m1.png' })
      await Promise.resolve()
    })
    await screen.findByRole('textbox', { name: 'Description of second.png' })
    const names = screen
      .getAllByRole('textbox', { name: /^Description of/ })
      .map((box) => box.getAttribute('aria-label'))
    expect(names).toEqual(['Description of first.png', 'Description of second.png'])
  })
})
