import { parseArgs } from 'node:util'
import type { InstanceOptions } from './server'
import type { InstanceSettings } from './store/settings'

export class CliError extends Error {}

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string', default: '127.0.0.1' },
  client: { type: 'string' },
  seed: { type: 'string' },
  statuses: { type: 'string' },
  empty: { type: 'boolean' },
  activity: { type: 'string' },
  latency: { type: 'string' },
  'fail-rate': { type: 'string' },
  'fail-status': { type: 'string' },
  'malformed-frames': { type: 'string' },
  'drop-streams-every': { type: 'string' },
  'streams-down': { type: 'boolean' },
  private: { type: 'boolean' },
  registrations: { type: 'string' },
  'activation-required': { type: 'boolean' },
  mailer: { type: 'boolean' },
  captcha: { type: 'string' },
  'no-translation': { type: 'boolean' },
  'no-misskey': { type: 'boolean' },
  'no-suggestions': { type: 'boolean' },
  'no-chats': { type: 'boolean' },
  'announcement-reactions': { type: 'boolean' },
  'no-public-timelines': { type: 'boolean' },
  bubble: { type: 'string' },
  'test-control': { type: 'boolean' },
  'http-security': { type: 'boolean' },
} as const

function num(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined
  const n = Number(raw)
  if (!Number.isFinite(n) || n < min || n > max)
    throw new CliError(`--${name} must be a number from ${min} to ${max}, not "${raw}"`)
  return n
}

/** The instance's command line, shared by `npm run instance` and `npm start`. */
export function parseInstanceArgs(
  argv: string[],
  defaultPort: string,
): InstanceOptions & { port: number } {
  const { values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true })
  const port = num('port', values.port ?? defaultPort, 0, 65535) ?? 4000
  if (!Number.isInteger(port))
    throw new CliError(`--port must be a whole number from 0 to 65535, not "${values.port ?? ''}"`)
  const settings: Partial<InstanceSettings> = {}
  if (values.private) settings.privateMode = true
  const reg = values.registrations
  if (reg !== undefined) {
    if (reg !== 'open' && reg !== 'approval' && reg !== 'invite' && reg !== 'closed')
      throw new CliError('--registrations must be open, approval, invite or closed')
    settings.registrations = reg
  }
  if (values['activation-required']) settings.accountActivationRequired = true
  if (values.mailer) settings.mailerEnabled = true
  const captcha = values.captcha
  if (captcha !== undefined) {
    if (captcha !== 'none' && captcha !== 'native' && captcha !== 'kocaptcha')
      throw new CliError('--captcha must be none, native or kocaptcha')
    settings.captcha = captcha
  }
  if (values['no-translation']) settings.translation = false
  if (values['no-misskey']) settings.misskeyCompat = false
  if (values['no-suggestions']) settings.suggestions = false
  if (values['no-chats']) settings.chats = false
  if (values['announcement-reactions']) settings.announcementReactions = true
  if (values['no-public-timelines'])
    settings.publicTimelineVisibility = { local: false, federated: false, bubble: false }
  if (values.bubble !== undefined)
    settings.bubbleInstances = values.bubble.split(',').filter(Boolean)
  const failStatus = num('fail-status', values['fail-status'], 400, 599)
  if (
    failStatus !== undefined &&
    failStatus !== 429 &&
    failStatus !== 500 &&
    failStatus !== 502 &&
    failStatus !== 503
  )
    throw new CliError('--fail-status must be 429, 500, 502 or 503')
  return {
    port,
    host: values.host,
    clientDir: values.client,
    seed: num('seed', values.seed, 0, 2 ** 31),
    statuses: num('statuses', values.statuses, 0, 1_000_000),
    empty: values.empty,
    activity: num('activity', values.activity?.replace(/\/s$/, ''), 0, 1000),
    settings,
    faults: {
      latencyMs: num('latency', values.latency, 0, 60_000) ?? 0,
      failRate: num('fail-rate', values['fail-rate'], 0, 1) ?? 0,
      failStatus: failStatus ?? 503,
      stream: {
        malformedRate: num('malformed-frames', values['malformed-frames'], 0, 1) ?? 0,
        dropEveryMs: num('drop-streams-every', values['drop-streams-every'], 0, 3_600_000) ?? 0,
        down: values['streams-down'] ?? false,
      },
    },
    testControl: values['test-control'],
    httpSecurity: values['http-security'],
  }
}
