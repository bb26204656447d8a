import { parseArgs } from 'node:util'
import { InstanceStartError, startInstance } from './server'

// `npm run instance -- --port 4000 [--client dist]`: the local instance on its own.
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4000' },
    host: { type: 'string', default: '127.0.0.1' },
    client: { type: 'string' },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a whole number from 0 to 65535, not "${values.port}"`)
  process.exit(2)
}

try {
  const instance = await startInstance({ port, host: values.host, clientDir: values.client })
  console.log(`Local instance listening on ${instance.url}`)
} catch (error) {
  if (error instanceof InstanceStartError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
