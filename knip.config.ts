// Unused files, exports and dependencies fail `npm run check` (`npm run lint:unused`). knip runs
// twice: as is, where tests count as callers, and with --production, where only what ships
// counts, so an export that only a test calls is found too.
import type { KnipConfig } from 'knip'
import type { Expected } from './scripts/knip-expected.ts'

// Call-layer functions, normalisers and wire types whose screens come with later issues. Each
// entry goes when its screen calls it (the check then says so): this list only shrinks. '*'
// holds a whole file only while nothing that ships imports it; from its first caller on, the
// check asks for its unused exports by name.
const waitingForScreens: Expected = {
  'issue 16: notifications, follow requests, web push': {
    'src/api/notifications.ts': ['fetchNotification'],
    'src/api/wire/notification.ts': ['ApiMarkers'],
    'src/entities/normalize-notification.ts': ['isStatusNotificationType'],
  },
  'issue 17: conversations, announcements, threads, the instance logo': {
    'src/api/server-kind.ts': ['fetchMeta'],
    'src/app/navigation.ts': ['*'],
  },
  'issue 18: profiles, follow and account actions, lists, search, tags, reactions, reporting': {
    'src/api/accounts.ts': ['fetchRelationships', 'searchAccounts'],
    'src/api/lists.ts': ['fetchList'],
    'src/api/instance.ts': ['fetchUnicodeEmoji'],
    'src/api/server-kind.ts': ['fetchCustomEmojis'],
    'src/api/wire/report.ts': ['ApiReportParams'],
    'src/entities/normalize-emoji.ts': ['normalizeCustomEmojiList', 'normalizeMisskeyEmojis'],
  },
  'issue 19: moderation, reports column, admin tools': {
    'src/api/wire/report.ts': ['ApiReportUpdateErrors'],
  },
  'issue 20: settings, profile editing, security, blocks and mutes, export': {
    'src/api/instance.ts': ['fetchInstancePeers'],
    'src/api/wire/account.ts': ['ApiPreferences'],
    'src/api/wire/filter.ts': ['ApiFilter', 'ApiDomainBlocks'],
  },
  'issue 21: themes': {
    // The built-in looks' contrast pairs, checked by looks.test.ts; the editor shows the same.
    'src/ui/theme/contrast.ts': ['*'],
  },
  'issues 16-21: the design system, built for their screens': {
    'src/ui/primitives/index.ts': [
      'MODAL_LAYER_ID',
      'AvatarProps',
      'BadgeProps',
      'ButtonProps',
      'ButtonVariant',
      'DialogProps',
      'IconButtonProps',
      'MenuProps',
      'SelectProps',
      'SwitchProps',
      'TextFieldProps',
    ],
    'src/ui/common/Modal.tsx': ['MODAL_LAYER_ID', 'ModalProps'],
    'src/ui/common/Menu.tsx': ['MenuProps'],
  },
}

// Exported so that a test or the bench can observe what the product does not need to read.
const readByTestsOnly: Expected = {
  'observed by tests or the bench': {
    'src/api/server-kind.ts': ['lacksNotesCreate'],
    'src/state/entity-cache.ts': ['cacheSize'],
    'src/state/holders.ts': ['sweep'],
    'src/state/columns.ts': ['columnAtomCount'],
    'src/state/timeline-selectors.ts': ['isClickBlocked'],
    'src/state/column-filters.ts': ['noColumnFilters'],
    'src/accounts/account-key.ts': ['isVisitorKey', 'parseAccountKey'],
    'src/accounts/events.ts': ['onAccountSignedOut'],
    'src/lib/composer/drafts-store.ts': ['draftKeyFor'],
    'src/lib/html/bidi.ts': ['hasBidiControls'],
    // Component tests load every on-demand part of the primitives up front.
    'src/ui/primitives/preload.ts': ['*'],
    // Screen tests build the failures they simulate from where screens read errors.
    'src/state/errors.ts': ['ApiError'],
    'src/ui/common/clock.ts': ['clockListenerCount'],
    // bench/render.ts builds a page that imports it by name from the src/lib/html barrel.
    'src/lib/html/tree-cache.ts': ['clearTreeCache'],
    'src/lib/html/index.ts': ['clearTreeCache'],
  },
}

// TEMPORARY: parts of issue 15 still landing wire or remove these (h15-card: the post's
// language). Empty when those parts are in.
const stillLanding: Expected = {
  // The status card of issue 15 names a post's language (h15-card).
  'issue 15, h15-card': {
    'src/lib/languages.ts': ['languageName'],
  },
}

const config: KnipConfig = {
  // index.html (src/main.tsx), package.json's scripts and vitest's projects give the other
  // entries; a `!` marks what ships, all that `knip --production` follows.
  entry: [
    // bench/run.ts imports every other module of bench/ by file name, and bench/render.ts
    // builds a page that imports the hostile samples by name.
    'bench/*.ts',
    'tests/fixtures/hostile/samples.ts',
    'tests/fixtures/flash/generate.ts',
    // scripts/test.ts names the reporter on vitest's command line.
    'tests/setup/flaky-reporter.ts',
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
  // tests/e2e/a11y-helpers.ts reads axe-core's file to inject it into the page; nothing imports it.
  ignoreDependencies: ['axe-core'],
  // An export its own module also uses is a tested internal, not dead code.
  ignoreExportsUsedInFile: true,
  preprocessor: './scripts/knip-expected.ts',
  preprocessorOptions: {
    expected: {
      ...waitingForScreens,
      ...readByTestsOnly,
      ...stillLanding,
    },
  },
}

export default config
