// `npm test`: every suite in turn, then one table of counts and durations, and the plain
// "N passed, N failed" line. A suite with no test files is reported, never silently passed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { FlakyTest } from '../tests/setup/flaky-reporter'

interface SuiteResult {
  name: string
  passed: number
  failed: number
  skipped: number
  seconds: number
  ok: boolean
  /** Failed, then passed on the retry. */
  flaky: FlakyTest[]
}

interface VitestJson {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  success: boolean
}

const suites = ['unit', 'integration', 'e2e']
const outDir = path.resolve('test-results')
mkdirSync(outDir, { recursive: true })

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

function runSuite(name: string): SuiteResult {
  const started = performance.now()
  const jsonFile = path.join(outDir, `${name}.json`)
  const flakyFile = path.join(outDir, `${name}.flaky.json`)
  rmSync(flakyFile, { force: true })
  const status = run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      name,
      '--reporter=default',
      '--reporter=json',
      '--reporter=./tests/setup/flaky-reporter.ts',
      `--outputFile.json=${jsonFile}`,
      // An empty suite is shown as 0 in the table below rather than failing the run.
      '--passWithNoTests',
    ],
    { FLAKY_REPORT: flakyFile },
  )
  const seconds = (performance.now() - started) / 1000
  if (!existsSync(jsonFile)) {
    return { name, passed: 0, failed: 1, skipped: 0, seconds, ok: false, flaky: [] }
  }
  const report = JSON.parse(readFileSync(jsonFile, 'utf8')) as VitestJson
  const flaky = existsSync(flakyFile)
    ? (JSON.parse(readFileSync(flakyFile, 'utf8')) as FlakyTest[])
    : []
  return {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    ok: status === 0 && report.success,
    flaky,
  }
}

const results: SuiteResult[] = []
for (const name of suites) {
  if (name === 'e2e') {
    console.log('\nBuilding the client for the end-to-end suite…')
    if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) {
      results.push({
        name: 'build',
        passed: 0,
        failed: 1,
        skipped: 0,
        seconds: 0,
        ok: false,
        flaky: [],
      })
      break
    }
  }
  console.log(`\n── ${name} ──`)
  results.push(runSuite(name))
}

const pad = (value: string | number, width: number) => String(value).padStart(width)
console.log('\nsuite        passed  failed  skipped  retried  seconds')
for (const r of results) {
  console.log(
    `${r.name.padEnd(12)}${pad(r.passed, 7)}${pad(r.failed, 8)}${pad(r.skipped, 9)}${pad(r.flaky.length, 9)}${pad(r.seconds.toFixed(1), 9)}${r.ok ? '' : '  FAILED'}`,
  )
}
const flaky = results.flatMap((r) => r.flaky)
if (flaky.length > 0) {
  console.log(
    '\nPassed only on their retry (flaky: each is a bug in the test or the client to fix):',
  )
  for (const test of flaky) console.log(`  ${test.file} > ${test.name}\n      ${test.error}`)
}
const passed = results.reduce((sum, r) => sum + r.passed, 0)
const failed = results.reduce((sum, r) => sum + r.failed, 0)
const skipped = results.reduce((sum, r) => sum + r.skipped, 0)
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
