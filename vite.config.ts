/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import packageJson from './package.json' with { type: 'json' }
import { contentSecurityPolicy } from './scripts/content-security-policy.ts'
import { landingChunks } from './scripts/landing-chunks.ts'
import { precompiledMessages } from './scripts/precompile-messages.ts'
import { ruffleAssets } from './scripts/ruffle-assets.ts'
import { serviceWorkerShell } from './scripts/sw-shell.ts'

// The policy (scripts/content-security-policy.ts) travels in index.html as a meta tag, so it
// holds wherever the static build is served from.
function contentSecurityPolicyMeta(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

// public/look.js blocks the parser; placed before the entry script, it held the preload of the
// landing code back by one round trip. Moved after the tags the build adds, it loads with them.
function lookScriptLast(): Plugin {
  const tag = '<script src="/look.js"></script>'
  const placed = /\n\s*<script src="\/look\.js"><\/script>/
  return {
    name: 'look-script-last',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        placed.test(html)
          ? html.replace(placed, '').replace('</head>', `  ${tag}\n  </head>`)
          : html,
    },
  }
}

const landing = landingChunks()

// One config for the build and for every test suite. The suites differ in where they run:
// unit and component tests in jsdom, integration and contract tests in Node against the local
// instance, end-to-end tests in Node driving Chromium against the built client.
export default defineConfig({
  // The release's version (package.json), shown on the about page; `npm run package` names the
  // zip after it.
  define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
  plugins: [
    precompiledMessages(),
    react(),
    contentSecurityPolicyMeta(),
    landing.plugin,
    lookScriptLast(),
    ruffleAssets(),
    serviceWorkerShell(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The landing code in two files fetched together: the entry, which starts boot, and the
      // app (scripts/landing-chunks.ts).
      output: { codeSplitting: { groups: landing.groups } },
      // The app's own modules do nothing on import but define what they export (none is imported
      // for its effect alone): one whose exports nothing uses is left out, so a barrel's other
      // names do not come along into the file of the module that imports one of them.
      treeshake: {
        moduleSideEffects: [{ test: /[\\/](src|columns)[\\/][^?]*\.tsx?$/, sideEffects: false }],
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'columns/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/component.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/fake-akkoma/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A built client in a browser on a busy two-core machine: a poll waits as long as a
          // person would before calling the page broken, not vitest's default second.
          expect: { poll: { timeout: 10_000 } },
          // A failed journey runs once more; `npm test` lists every one that passed only then,
          // so a flaky test is reported, never hidden (tests/setup/flaky-reporter.ts).
          retry: 1,
          // One Chromium per worker is plenty on a two-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
})
