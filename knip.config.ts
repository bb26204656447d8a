import type { KnipConfig } from 'knip'

const config: KnipConfig = {
  entry: [
    // The `!` marks what ships: `knip --production` follows only these, so an export that only
    // a test calls shows up there as unused.
    'src/main.tsx!',
    'tests/fake-akkoma/main.ts',
    // bench/run.ts imports every other module of bench/ by file name.
    'bench/*.ts',
    'tests/fixtures/flash/generate.ts',
  ],
  project: [
    'src/**/*.{ts,tsx}!',
    'columns/**/*.{ts,tsx}!',
    // Test support never ships.
    '!src/**/test-*.{ts,tsx}!',
    '!src/**/*-test-utils.{ts,tsx}!',
    '!src/**/*.test-helper.{ts,tsx}!',
    'scripts/**/*.ts',
    'tests/**/*.ts',
    'bench/**/*.ts',
  ],
  ignoreExportsUsedInFile: true,
}

export default config
