import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from './client'
import { ApiError } from './errors'
import { uploadMediaWithProgress, uploadOutcome, type UploadProgress } from './upload-progress'

/** Just enough of XMLHttpRequest for the upload: records what was sent, answers on demand. */
class ScriptedRequest {
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: unknown = null
  withCredentials = true
  status = 0
  responseText = ''
  aborted = false
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.(new ProgressEvent('progress', { loaded, total, lengthComputable }))
  }
  answer(status: number, text: string) {
    this.status = status
    this.responseText = text
    this.onload?.()
  }
}

function setup(token: string | null = 'tok') {
  const request = new ScriptedRequest()
  const client = createApiClient({
    baseUrl: 'https://akkoma.example/',
    ...(token ? { token } : {}),
  })
  const seen: UploadProgress[] = []
  const controller = new AbortController()
  const file = new File(['0123456789'], 'cat.png', { type: 'image/png' })
  const upload = uploadMediaWithProgress(client, file, {
    description: 'a cat',
    signal: controller.signal,
    onProgress: (p) => seen.push(p),
    // The stand-in only needs the members the upload touches.
    createRequest: () => request as unknown as XMLHttpRequest,
  })
  return { request, upload, seen, controller, file }
}

describe('uploadMediaWithProgress', () => {
  it('posts the file as multipart to the client’s instance with its token', async () => {
    const { request, upload, file } = setup()
    expect(request.method).toBe('POST')
    expect(request.url).toBe('https://akkoma.example/api/v1/media')
    expect(request.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok' })
    expect(request.withCredentials).toBe(false)
    const body = request.body as FormData
    expect(body.get('file')).toBeInstanceOf(File)
    expect((body.get('file') as File).name).toBe(file.name)
    expect(body.get('description')).toBe('a cat')
    request.answer(200, JSON.stringify({ id: 'm1', type: 'image', url: 'https://x/m1.png' }))
    await expect(upload).resolves.toMatchObject({ id: 'm1' })
  })

  it('sends no Authorization header for a client without a token', () => {
    const { request } = setup(null)
    expect(request.headers.Authorization).toBeUndefined()
  })

  it('reports each progress event, total 0 when the length is unknown', async () => {
    const { request, upload, seen } = setup()
    request.progress(100, 400)
    request.progress(400, 400)
    request.progress(50, 0, false)
    request.answer(200, JSON.stringify({ id: 'm1', type: 'image', url: 'u' }))
    await upload
    expect(seen).toEqual([
      { loaded: 100, total: 400 },
      { loaded: 400, total: 400 },
      { loaded: 50, total: 0 },
    ])
  })

  it('rejects with the server’s message on an error answer', async () => {
    const { request, upload } = setup()
    request.answer(413, JSON.stringify({ error: 'File is too large' }))
    const error = await upload.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'http', status: 413, serverMessage: 'File is too large' })
  })

  it('lets the client see a refused token, so it ends the session once', async () => {
    const onUnauthorized = vi.fn()
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response('{"error":"Invalid credentials."}', {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    )
    const request = new ScriptedRequest()
    const client = createApiClient({
      baseUrl: 'https://akkoma.example',
      token: 'old',
      fetch,
      onUnauthorized,
    })
    const upload = uploadMediaWithProgress(client, new Blob(['x']), {
      createRequest: () => request as unknown as XMLHttpRequest,
    })
    request.answer(403, '{"error":"Invalid credentials."}')
    await expect(upload).rejects.toMatchObject({ status: 403 })
    await vi.waitFor(() => {
      expect(onUnauthorized).toHaveBeenCalledTimes(1)
    })
    expect(client.sessionExpired).toBe(true)
  })

  it('aborts the request when the signal fires', async () => {
    const { request, upload, controller } = setup()
    controller.abort()
    await expect(upload).rejects.toMatchObject({ kind: 'aborted' })
    expect(request.aborted).toBe(true)
  })

  it('fails at once, without a request, when the signal has already fired', async () => {
    const request = new ScriptedRequest()
    const upload = uploadMediaWithProgress(
      createApiClient({ baseUrl: 'https://akkoma.example' }),
      new Blob(['x']),
      { signal: AbortSignal.abort(), createRequest: () => request as unknown as XMLHttpRequest },
    )
    await expect(upload).rejects.toMatchObject({ kind: 'aborted' })
    expect(request.method).toBe('')
  })

  it('is a network error when the connection fails', async () => {
    const { request, upload } = setup()
    request.onerror?.()
    await expect(upload).rejects.toMatchObject({ kind: 'network', status: 0 })
  })
})

describe('uploadOutcome', () => {
  it('is the attachment on a 2xx JSON answer', () => {
    expect(uploadOutcome(202, '{"id":"m2","type":"video","url":"u"}')).toEqual({
      id: 'm2',
      type: 'video',
      url: 'u',
    })
  })
  it('throws a 2xx body that carries an error, with its text', () => {
    const outcome = uploadOutcome(200, '{"error":"Upload rejected"}')
    expect(outcome).toMatchObject({ kind: 'body', serverMessage: 'Upload rejected' })
  })
  it('treats a 2xx that is not JSON as a network error', () => {
    expect(uploadOutcome(200, '<html>hi</html>')).toMatchObject({ kind: 'network', status: 200 })
  })
  it('keeps a proxy’s HTML error page out of the server message', () => {
    const outcome = uploadOutcome(502, '<html>Bad Gateway</html>')
    expect(outcome).toMatchObject({ kind: 'http', status: 502, serverMessage: undefined })
  })
  it('reads Akkoma’s bare-string and errors-array bodies', () => {
    expect(uploadOutcome(500, '"Something went wrong"')).toMatchObject({
      serverMessage: 'Something went wrong',
    })
    expect(uploadOutcome(422, '{"errors":[{"message":"bad file"}]}')).toMatchObject({
      serverMessage: 'bad file',
    })
  })
  it('is a network error without an answer (status 0)', () => {
    expect(uploadOutcome(0, '')).toMatchObject({ kind: 'network', status: 0 })
  })
})
