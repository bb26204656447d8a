// `npm run dev`: the client from Vite's dev server (hot reload) on port 5173, talking to the
// local instance on port 4000 through a proxy, so both share one origin as in production.
// Takes the same options as `npm start` for the instance.
import { createServer } from 'vite'
import { CliError, parseInstanceArgs } from '../tests/fake-akkoma/cli'
import { InstanceStartError, startInstance } from '../tests/fake-akkoma/server'

let options
try {
  options = parseInstanceArgs(process.argv.slice(2), process.env.PORT ?? '4000')
} catch (error) {
  if (error instanceof CliError) {
    console.error(error.message)
    process.exit(2)
  }
  throw error
}

try {
  const instance = await startInstance({ ...options, activity: options.activity ?? 0.5 })
  // Everything the instance serves; the rest (the app, its modules) is Vite's.
  const proxied = [
    '/api',
    '/oauth',
    '/auth',
    '/nodeinfo',
    '/.well-known',
    '/static',
    '/instance',
    '/media',
    '/emoji',
    '/proxy',
  ]
  const server = await createServer({
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(proxied.map((path) => [path, { target: instance.url, ws: true }])),
    },
  })
  await server.listen()
  console.log(
    `Local instance on ${instance.url}; the client with hot reload on http://127.0.0.1:5173/`,
  )
  console.log('Sign in as alice (password: akkoma). Press Ctrl+C to stop.')
} catch (error) {
  if (error instanceof InstanceStartError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
