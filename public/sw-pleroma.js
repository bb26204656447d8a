// The client's service worker: the app shell offline, and Web Push.
//
// - The shell: the build writes this build's files into SHELL below (scripts/sw-shell.ts); they
//   are fetched into a cache named after the build's version when the worker installs, and a
//   new build's worker drops the old caches when it takes over. The worker answers only two
//   kinds of request, both same-origin GETs:
//   - the app's pages (navigations): from the network, and the cached index.html only when the
//     network cannot be reached, so a reload offline still opens the app, which says it is
//     offline. The page the server sends (with the instance's answers embedded) is never kept.
//   - the build's own files (SHELL, /assets/): from the cache, else from the network (kept).
//   Everything else (the API, OAuth, the instance's files and media, streaming) is never
//   answered from a cache: the worker leaves it to the network, as if it were not there.
// - push: Akkoma sends { title, body, icon, notification_id, notification_type, access_token,
//   pleroma: { activity_id } }. With the token the worker asks the instance for the notification,
//   to learn the status it is about (and its content warning: with "hide if CW" on, the body
//   shows the warning instead of the text), then shows it.
// - notificationclick: opens the status (/notice/{id}) or the notifications view, in the window
//   already open (the app navigates in place) or in a new one.
// - message { type: 'push-settings' }: what the app tells the worker to keep (hide if CW, the
//   notifications view's path, the translated words it writes).

// The build replaces this line (scripts/sw-shell.ts); from the source tree nothing is cached.
var SHELL = { version: 'dev', files: [] }
var SHELL_CACHE_PREFIX = 'akkoma-deck-shell-'
var SHELL_CACHE = SHELL_CACHE_PREFIX + SHELL.version
var SHELL_PAGE = '/index.html'
var shellPaths = new Set(SHELL.files)

// Paths the server answers itself, even when a person opens them as a page (the OAuth pages,
// the admin front end, the front-end switcher, media, feeds): never the app's shell.
var SERVER_PAGES =
  /^\/(api|oauth|auth|main\/ostatus|pleroma|akkoma|media|proxy|static|instance|emoji|nodeinfo|\.well-known|objects|activities|phoenix|__control)(\/|$)/

var SETTINGS_CACHE = 'akkoma-deck-push-settings'
var SETTINGS_KEY = '/__push-settings'

self.addEventListener('install', function (event) {
  event.waitUntil(
    precacheShell().then(function () {
      return self.skipWaiting()
    }),
  )
})

self.addEventListener('activate', function (event) {
  event.waitUntil(
    dropOldShells().then(function () {
      return self.clients.claim()
    }),
  )
})

self.addEventListener('fetch', function (event) {
  var request = event.request
  if (SHELL.files.length === 0 || request.method !== 'GET') return
  var url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.mode === 'navigate') {
    if (!SERVER_PAGES.test(url.pathname)) event.respondWith(pageOrShell(request))
    return
  }
  if (shellPaths.has(url.pathname) || url.pathname.indexOf('/assets/') === 0) {
    event.respondWith(cachedFile(request))
  }
})

/** This build's files into its cache; one that cannot be fetched now is fetched when asked for
 * (a failed precache must never cost the worker its push). */
function precacheShell() {
  if (SHELL.files.length === 0) return Promise.resolve()
  return caches
    .open(SHELL_CACHE)
    .then(function (cache) {
      return Promise.all(
        SHELL.files.map(function (file) {
          return fetch(new Request(file, { cache: 'no-cache' }))
            .then(function (response) {
              return response.ok ? cache.put(file, response) : undefined
            })
            .catch(function () {
              return undefined
            })
        }),
      )
    })
    .catch(function (error) {
      console.warn('[sw] could not precache the app shell', error)
    })
}

function dropOldShells() {
  return caches
    .keys()
    .then(function (names) {
      return Promise.all(
        names
          .filter(function (name) {
            return name.indexOf(SHELL_CACHE_PREFIX) === 0 && name !== SHELL_CACHE
          })
          .map(function (name) {
            return caches.delete(name)
          }),
      )
    })
    .catch(function () {
      return undefined
    })
}

/** A page of the app: the network's answer; the cached shell only when there is no network. */
function pageOrShell(request) {
  return fetch(request).catch(function (error) {
    return caches
      .open(SHELL_CACHE)
      .then(function (cache) {
        return cache.match(SHELL_PAGE)
      })
      .then(function (shell) {
        if (shell) return shell
        throw error
      })
  })
}

/** A file of the build: cached (its name carries its hash, or the cache its build's version). */
function cachedFile(request) {
  return caches.open(SHELL_CACHE).then(function (cache) {
    return cache.match(request, { ignoreSearch: true }).then(function (found) {
      if (found) return found
      return fetch(request).then(function (response) {
        if (response.ok && response.type === 'basic') {
          cache.put(request, response.clone()).catch(function () {
            return undefined
          })
        }
        return response
      })
    })
  })
}

self.addEventListener('message', function (event) {
  var data = event.data
  if (data && data.type === 'push-settings' && data.settings && typeof data.settings === 'object') {
    event.waitUntil(saveSettings(data.settings))
  }
})

self.addEventListener('push', function (event) {
  event.waitUntil(showPush(readPayload(event)))
})

self.addEventListener('notificationclick', function (event) {
  event.notification.close()
  var data = event.notification.data
  var path = data && typeof data.path === 'string' && data.path.charAt(0) === '/' ? data.path : '/'
  event.waitUntil(openPath(path))
})

function saveSettings(settings) {
  return caches
    .open(SETTINGS_CACHE)
    .then(function (cache) {
      return cache.put(
        SETTINGS_KEY,
        new Response(JSON.stringify(settings), { headers: { 'Content-Type': 'application/json' } }),
      )
    })
    .catch(function (error) {
      console.warn('[sw] could not keep the push settings', error)
    })
}

function readSettings() {
  return caches
    .open(SETTINGS_CACHE)
    .then(function (cache) {
      return cache.match(SETTINGS_KEY)
    })
    .then(function (found) {
      return found ? found.json() : {}
    })
    .catch(function () {
      return {}
    })
}

function readPayload(event) {
  try {
    var data = event.data ? event.data.json() : null
    return data && typeof data === 'object' ? data : {}
  } catch {
    return { body: event.data ? event.data.text() : '' }
  }
}

function text(value) {
  return typeof value === 'string' ? value : ''
}

/** The notification as the instance has it (its status, content warning), or null. */
function lookUp(payload) {
  var id = payload.notification_id
  var token = text(payload.access_token)
  if ((typeof id !== 'string' && typeof id !== 'number') || token === '') {
    return Promise.resolve(null)
  }
  return fetch('/api/v1/notifications/' + encodeURIComponent(String(id)), {
    headers: { Authorization: 'Bearer ' + token },
    credentials: 'omit',
  })
    .then(function (response) {
      return response.ok ? response.json() : null
    })
    .catch(function () {
      return null
    })
}

function showPush(payload) {
  return Promise.all([readSettings(), lookUp(payload)]).then(function (found) {
    var settings = found[0]
    var notification = found[1]
    var status =
      notification && notification.status && typeof notification.status.id === 'string'
        ? notification.status
        : null
    var type = text(payload.notification_type)
    var statusId = status ? status.id : ''
    // Without the lookup, Akkoma's activity id of a post is its status id.
    if (statusId === '' && (type === 'mention' || type === 'status') && payload.pleroma) {
      statusId = text(payload.pleroma.activity_id)
    }
    var body = text(payload.body)
    var warning = status ? text(status.spoiler_text).trim() : ''
    if (warning !== '' && settings.hideIfCW !== false) {
      body = text(settings.contentWarning || 'CW') + ': ' + warning
    }
    var path =
      statusId !== ''
        ? '/notice/' + encodeURIComponent(statusId)
        : text(settings.notificationsPath) || '/'
    var options = {
      body: body,
      tag: 'notification:' + String(payload.notification_id || ''),
      data: { path: path, notificationId: String(payload.notification_id || '') },
    }
    var icon = text(payload.icon)
    if (/^https?:\/\//.test(icon)) options.icon = icon
    return self.registration.showNotification(text(payload.title) || self.location.host, options)
  })
}

/** Open a path of the app: in a window already open (the app navigates in place), else a new one. */
function openPath(path) {
  return self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then(function (windows) {
      var own = windows.filter(function (client) {
        return new URL(client.url).origin === self.location.origin
      })
      var target =
        own.find(function (client) {
          return client.focused
        }) ||
        own.find(function (client) {
          return client.visibilityState === 'visible'
        }) ||
        own[0]
      if (!target) return self.clients.openWindow(path)
      target.postMessage({ type: 'open-path', path: path })
      // Focusing needs the click's user activation; a window that cannot be focused still
      // navigated.
      return target.focus().catch(function () {
        return undefined
      })
    })
}
