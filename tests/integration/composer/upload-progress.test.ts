import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../src/api/client'
import { uploadMediaWithProgress, type UploadProgress } from '../../../src/api/upload-progress'
import type { RunningInstance } from '../../fake-akkoma/server'
import { signIn, startTestInstance } from '../api/helpers'
import { NodeUploadRequest } from './node-xhr'
import { pngBytes } from './png'

let instance: RunningInstance
let alice: ApiClient

beforeAll(async () => {
  instance = await startTestInstance({ settings: { uploadLimit: 4 * 1024 * 1024 } })
  alice = (await signIn(instance, 'alice')).client
})
afterAll(() => instance.close())

// The stand-in only needs the members the upload touches.
const createRequest = () => new NodeUploadRequest() as unknown as XMLHttpRequest

/** A valid PNG followed by padding: the instance reads its size and keeps every byte. */
function largePng(bytes: number): File {
  const head = pngBytes()
  const data = new Uint8Array(bytes)
  data.set(head)
  return new File([data], 'large.png', { type: 'image/png' })
}

describe('upload with progress against the local instance', () => {
  it('reports increasing progress up to the whole body and ends with the attachment', async () => {
    const file = largePng(2 * 1024 * 1024)
    const seen: UploadProgress[] = []
    const attachment = await uploadMediaWithProgress(alice, file, {
      description: 'a large cat',
      onProgress: (p) => seen.push(p),
      createRequest,
    })
    expect(attachment).toMatchObject({ type: 'image', description: 'a large cat' })
    expect(attachment.id).toMatch(/\S/)
    expect(seen.length).toBeGreaterThan(10)
    const loaded = seen.map((p) => p.loaded)
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b))
    const last = seen.at(-1)
    // The multipart body is the file plus its framing.
    expect(last?.total).toBeGreaterThan(file.size)
    expect(last?.loaded).toBe(last?.total)
    // The attachment is the uploaded file, every byte of it.
    const stored = await fetch(attachment.url)
    expect((await stored.arrayBuffer()).byteLength).toBe(file.size)
  })

  it('fails with the server’s 413 over its upload limit', async () => {
    const upload = uploadMediaWithProgress(alice, largePng(5 * 1024 * 1024), { createRequest })
    await expect(upload).rejects.toMatchObject({
      kind: 'http',
      status: 413,
      serverMessage: 'File is too large',
    })
  })

  it('sends the token: without it the instance refuses the upload', async () => {
    const visitor = { ...alice, token: undefined }
    const upload = uploadMediaWithProgress(visitor, largePng(1024), { createRequest })
    await expect(upload).rejects.toMatchObject({ kind: 'http', status: 403 })
  })
})
