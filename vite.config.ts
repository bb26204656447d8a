/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'

// The built app forbids inline scripts, event handler attributes, plugins and foreign scripts:
// even if hostile server HTML slipped past the sanitiser, the browser would not run it. Media
// and API calls may go to any instance (federated media, standalone sign-in elsewhere).
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  'img-src * data: blob:',
  'media-src * data: blob:',
  'connect-src *',
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
].join('; ')

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

// One config for the build and for every test suite. The suites differ in where they run:
// unit and component tests in jsdom, integration and contract tests in Node against the local
// instance, end-to-end tests in Node driving Chromium against the built client.
export default defineConfig({
  plugins: [react(), contentSecurityPolicyMeta()],
  build: {
    target: 'es2022',
    sourcemap: true,
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
          // One Chromium per worker is plenty on a two-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
})
