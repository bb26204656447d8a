// `npm start`: build the client and serve it from the local instance, at one origin, the way
// an Akkoma server serves its front end. `npm start -- --port 4100` picks another port.
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { InstanceStartError, startInstance } from '../tests/fake-akkoma/server'

const { values } = parseArgs({
  options: { port: { type: 'string', default: process.env.PORT ?? '4000' } },
  allowPositionals: true,
})
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not "${values.port}"`)
  process.exit(2)
}

console.log('Building the client…')
await build({ logLevel: 'warn' })

try {
  const instance = await startInstance({ port, clientDir: 'dist' })
  console.log(`\nAkkoma Deck is running with its local instance at ${instance.url}/`)
  console.log('Press Ctrl+C to stop.')
} catch (error) {
  if (error instanceof InstanceStartError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
