// Lists the tests that failed and then passed on their retry (the end-to-end suite retries a
// failed test once: a built client in a browser on a shared two-core machine). `npm test` prints
// them under its table, so a flaky test is seen and fixed rather than hidden by its retry.
// The list goes to the JSON file named by FLAKY_REPORT.
import { writeFileSync } from 'node:fs'
import type { Reporter, TestCase } from 'vitest/node'

export interface FlakyTest {
  file: string
  name: string
  /** The first error of the attempt that failed. */
  error: string
}

export default class FlakyReporter implements Reporter {
  private readonly flaky: FlakyTest[] = []

  onTestCaseResult(testCase: TestCase): void {
    if (!testCase.diagnostic()?.flaky) return
    const failed = testCase.attempts().find((attempt) => (attempt.errors?.length ?? 0) > 0)
    this.flaky.push({
      file: testCase.module.relativeModuleId,
      name: testCase.fullName,
      error: failed?.errors?.[0]?.message.split('\n')[0] ?? '',
    })
  }

  onTestRunEnd(): void {
    const out = process.env.FLAKY_REPORT
    if (out) writeFileSync(out, `${JSON.stringify(this.flaky, null, 2)}\n`)
  }
}
