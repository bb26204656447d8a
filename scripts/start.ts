// `npm start`: build the client and serve it from the local instance, at one origin, the way
// an Akkoma server serves its front end, with seeded data and other users posting in the
// background. `npm start -- --port 4100` picks another port; `--activity 0` keeps it quiet;
// every option of `npm run instance` works here too (tests/fake-akkoma/README.md).
import { build } from 'vite'
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

console.log('Building the client…')
await build({ logLevel: 'warn' })

try {
  const instance = await startInstance({
    ...options,
    clientDir: options.clientDir ?? 'dist',
    activity: options.activity ?? 0.5,
  })
  console.log(`\nAkkoma Deck is running with its local instance at ${instance.url}/`)
  console.log(
    'Sign in as alice (password: akkoma); other seeded users are listed in tests/fake-akkoma/README.md.',
  )
  console.log('Press Ctrl+C to stop.')
} catch (error) {
  if (error instanceof InstanceStartError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
