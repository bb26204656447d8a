// Node has no XMLHttpRequest, and jsdom's reports upload progress only once, at the end. This
// stand-in sends a real request over node:http in 64 KiB writes and raises upload.onprogress
// after each write is flushed, the way a browser reports bytes leaving the socket, so the upload
// code runs unchanged against the local instance.
import { request as httpRequest } from 'node:http'

interface Progress {
  loaded: number
  total: number
  lengthComputable: boolean
}

const CHUNK = 64 * 1024

export class NodeUploadRequest {
  status = 0
  responseText = ''
  withCredentials = false
  upload: { onprogress: ((event: Progress) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null
  private method = 'GET'
  private url = ''
  private headers: Record<string, string> = {}
  private cancel: (() => void) | null = null

  open(method: string, url: string): void {
    this.method = method
    this.url = url
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value
  }

  abort(): void {
    this.cancel?.()
    this.onabort?.()
  }

  send(body: FormData): void {
    void this.run(body).catch(() => this.onerror?.())
  }

  private async run(body: FormData): Promise<void> {
    // Response serialises FormData exactly as fetch would, boundary header included.
    const encoded = new Response(body)
    const type = encoded.headers.get('content-type') ?? ''
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    const req = httpRequest(this.url, {
      method: this.method,
      headers: { ...this.headers, 'content-type': type, 'content-length': bytes.length },
    })
    this.cancel = () => req.destroy()
    req.on('error', () => this.onerror?.())
    req.on('response', (res) => {
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () => {
        this.status = res.statusCode ?? 0
        this.responseText = Buffer.concat(parts).toString('utf8')
        this.onload?.()
      })
    })
    for (let sent = 0; sent < bytes.length;) {
      const part = bytes.subarray(sent, sent + CHUNK)
      await new Promise<void>((resolve, reject) => {
        req.write(part, (error) => (error ? reject(error) : resolve()))
      })
      sent += part.length
      this.upload.onprogress?.({ loaded: sent, total: bytes.length, lengthComputable: true })
    }
    req.end()
  }
}
