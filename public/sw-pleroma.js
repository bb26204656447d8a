// The client's service worker: Web Push. It caches no request and answers none itself, so the
// network behaves exactly as without it.
//
// - push: Akkoma sends { title, body, icon, notification_id, notification_type, access_token,
//   pleroma: { activity_id } }. With the token the worker asks the instance for the notification,
//   to learn the status it is about (and its content warning: with "hide if CW" on, the body
//   shows the warning instead of the text), then shows it.
// - notificationclick: opens the status (/notice/{id}) or the notifications view, in the window
//   already open (the app navigates in place) or in a new one.
// - message { type: 'push-settings' }: what the app tells the worker to keep (hide if CW, the
//   notifications view's path, the translated words it writes).

var SETTINGS_CACHE = 'akkoma-deck-push-settings'
var SETTINGS_KEY = '/__push-settings'

self.addEventListener('install', function () {
  self.skipWaiting()
})

self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim())
})

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
