import type { Hono } from 'hono'
import type { Ctx, Env, InstanceState } from '../http/context'
import { fail } from '../http/errors'
import { png } from '../seed/files'

const UNICODE_EMOJI: Record<string, string> = {
  grinning: '😀',
  joy: '😂',
  heart: '❤️',
  thumbsup: '👍',
  coffee: '☕',
  cat: '🐱',
  fox: '🦊',
  tada: '🎉',
  fire: '🔥',
  eyes: '👀',
  thinking: '🤔',
  wave: '👋',
  star: '⭐',
  rocket: '🚀',
  sparkles: '✨',
  pray: '🙏',
  clap: '👏',
  ok_hand: '👌',
  smile: '😄',
  cry: '😢',
}

// The instance's themes in Akkoma's formats: version 2 files with the compiled `theme` only,
// one made by Akkoma-FE's editor (with its `source`: slot references, shadows, fonts), and an
// old inline array [name, bg, fg, text, link, cRed, cGreen, cBlue, cOrange].
const THEME_FILES: Record<string, object> = {
  'pleroma-dark': {
    _pleroma_theme_version: 2,
    theme: {
      colors: { bg: '#121a24', fg: '#182230', link: '#d8a070', text: '#b9b9ba' },
      radii: { btn: 4, panel: 10 },
    },
  },
  'pleroma-light': {
    _pleroma_theme_version: 2,
    theme: {
      colors: { bg: '#f2f4f6', fg: '#dbe0e8', link: '#e2852a', text: '#304055' },
      radii: { btn: 4, panel: 10 },
    },
  },
  'redmond-xx': {
    _pleroma_theme_version: 2,
    name: 'Redmond XX',
    theme: { themeEngineVersion: 3, colors: { bg: '#c0c0c0', text: '#000000', link: '#0000ff' } },
    source: {
      themeEngineVersion: 3,
      colors: {
        bg: '#c0c0c0',
        fg: '#d6d6d6',
        text: '#000000',
        link: '#0000ff',
        accent: '--link',
        topBar: '#000080',
        topBarText: '#ffffff',
        cRed: '#c00000',
        cGreen: '#006000',
        cBlue: '#000080',
        cOrange: '#804000',
        border: '--fg,-20',
      },
      opacity: { input: 1, underlay: 0.4 },
      radii: {
        btn: 0,
        input: 0,
        checkbox: 0,
        panel: 0,
        avatar: 0,
        avatarAlt: 0,
        tooltip: 0,
        attachment: 0,
      },
      fonts: { interface: { family: 'Tahoma, sans-serif' } },
      shadows: {
        button: [
          { x: 1, y: 1, blur: 0, spread: 0, color: '#000000', alpha: 0.7, inset: true },
          { x: -1, y: -1, blur: 0, spread: 0, color: '#ffffff', alpha: 1, inset: true },
        ],
        panel: [],
      },
    },
  },
}

const INLINE_THEMES: Record<string, string[]> = {
  'classic-dark': [
    'Classic Dark',
    '#161c20',
    '#282e32',
    '#b9b9b9',
    '#baaa9c',
    '#d31014',
    '#0fa00f',
    '#0095ff',
    '#ffa500',
  ],
}

const TERMS = `<h4>Terms of service</h4>
<p>This is a local stand-in instance for development. Be kind; nothing here leaves this machine.</p>`

const PANEL = `<div class="instance-panel"><p>Welcome to the <strong>local instance</strong>.
Sign in as <code>alice</code> with the password <code>akkoma</code>.</p></div>`

/** Static files an Akkoma instance serves beside its API, plus the Misskey-style meta calls. */
export function instanceFiles(app: Hono<Env>, inst: InstanceState): void {
  const origin = () => inst.store.origin
  app.get('/static/config.json', (c) =>
    c.json({
      ...(inst.store.settings.defaultTheme === null
        ? {}
        : { theme: inst.store.settings.defaultTheme }),
      background: '/images/city.jpg',
      logo: '/static/logo.svg',
      showInstanceSpecificPanel: true,
      loginMethod: 'password',
    }),
  )
  app.get('/static/terms-of-service.html', (c) => c.html(TERMS))
  app.get('/instance/panel.html', (c) => c.html(PANEL))
  app.get('/static/emoji.json', (c) => c.json(UNICODE_EMOJI))
  app.get('/static/stickers.json', (c) => c.json({ blobs: '/static/stickers/blobs/' }))
  app.get('/static/stickers/blobs/pack.json', (c) =>
    c.json({
      title: 'Blobs',
      tabIcon: 'blob1.png',
      stickers: ['blob1.png', 'blob2.png', 'blob3.png'],
    }),
  )
  app.get('/static/stickers/blobs/:file', (c) => {
    const n = Number(/\d+/.exec(c.req.param('file'))?.[0] ?? 1)
    return c.body(new Uint8Array(png(64, 64, 0x3498db * n, 0x8e44ad)), 200, {
      'content-type': 'image/png',
    })
  })
  app.get('/static/styles.json', (c) => {
    const out: Record<string, string | string[]> = {}
    for (const name of Object.keys(THEME_FILES)) out[name] = `/static/themes/${name}.json`
    return c.json({ ...out, ...INLINE_THEMES })
  })
  app.get('/static/themes/:file', (c) => {
    const theme = THEME_FILES[c.req.param('file').replace(/\.json$/, '')]
    if (!theme) throw fail(404, 'Not found')
    return c.json(theme)
  })
  app.get('/static/logo.svg', (c) =>
    c.body(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#d35400"/></svg>',
      200,
      { 'content-type': 'image/svg+xml' },
    ),
  )
  const meta = (c: Ctx) => {
    if (!inst.store.settings.misskeyCompat) throw fail(404, 'Not implemented')
    const s = inst.store.settings
    return c.json({
      name: s.name,
      description: s.description,
      version: '3.16.0',
      uri: origin(),
      iconUrl: `${origin()}/favicon.png`,
      backgroundImageUrl: `${origin()}/images/city.jpg`,
      bannerUrl: `${origin()}/instance/thumbnail.jpeg`,
      maxNoteTextLength: s.maxTootChars,
      disableRegistration: s.registrations === 'closed',
      emailRequiredForSignup: s.accountActivationRequired,
      ads: [
        {
          id: 'ad1',
          url: 'https://akkoma.dev',
          place: 'horizontal',
          ratio: 1,
          imageUrl: `${origin()}/instance/thumbnail.jpeg`,
        },
      ],
    })
  }
  app.post('/api/meta', meta)
  app.get('/api/meta', meta)
  const emojis = (c: Ctx) => {
    if (!inst.store.settings.misskeyCompat) throw fail(404, 'Not implemented')
    return c.json({
      emojis: inst.store.emojis.map((e) => ({
        name: e.shortcode,
        url: `${origin()}${e.file}`,
        category: e.tags[0]?.replace(/^pack:/, '') ?? null,
        aliases: [],
      })),
    })
  }
  app.get('/api/emojis', emojis)
  app.post('/api/emojis', emojis)
}
