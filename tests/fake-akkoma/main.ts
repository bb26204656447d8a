import { CliError, parseInstanceArgs } from './cli'
import { InstanceStartError, startInstance } from './server'

// `npm run instance -- --port 4000 [--client dist] [--statuses 50000] [--activity 2/s] …`:
// the local instance on its own. Every option is in tests/fake-akkoma/README.md.
try {
  const options = parseInstanceArgs(process.argv.slice(2), '4000')
  const instance = await startInstance(options)
  console.log(`Local instance listening on ${instance.url}`)
  if (options.testControl) console.log(`Test control route on ${instance.url}/__control/`)
} catch (error) {
  if (error instanceof InstanceStartError || error instanceof CliError) {
    console.error(error.message)
    process.exit(error instanceof CliError ? 2 : 1)
  }
  throw error
}
