/** The release's version from package.json, put in by the build (vite.config.ts `define`). */
declare const __APP_VERSION__: string
