import type { Hono } from 'hono'
import type { Env, InstanceState } from '../http/context'

/** Avatars, headers, attachments and emoji, with their types and a long cache life. */
export function filesRoutes(app: Hono<Env>, inst: InstanceState): void {
  const serve = (path: string) => {
    const file = inst.store.files.get(decodeURIComponent(path))
    if (!file) return null
    return new Response(new Uint8Array(file.data), {
      headers: {
        'content-type': file.mime,
        'content-length': String(file.data.length),
        'cache-control': 'public, max-age=31536000',
      },
    })
  }
  for (const prefix of [
    '/media/*',
    '/images/*',
    '/emoji/*',
    '/instance/thumbnail.jpeg',
    '/favicon.png',
  ])
    app.get(prefix, (c, next) => serve(c.req.path) ?? next())
}
