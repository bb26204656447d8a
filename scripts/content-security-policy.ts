// The Content-Security-Policy of the built app (vite.config.ts puts it in index.html as a meta
// tag; tests/e2e/status-hostile.test.ts serves its pages under the same policy).
//
// It forbids inline scripts, event handler attributes, plugins and foreign scripts: even if
// hostile server HTML slipped past the sanitiser, the browser would not run it. Media and API
// calls may go to any instance (federated media, standalone sign-in elsewhere).
// 'wasm-unsafe-eval' lets the flash emulator (Ruffle, served from 'self') compile its
// WebAssembly; it allows no JavaScript eval.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  'img-src * data: blob:',
  'media-src * data: blob:',
  'connect-src *',
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self' https:",
].join('; ')
