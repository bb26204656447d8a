// Applies the chosen look before the first paint, so a reload never flashes the other one.
// A file because the Content-Security-Policy forbids inline scripts; loaded blocking from the
// head, in the same wave as the stylesheet. Same stored value and rule as src/settings/look.ts.
;(function () {
  var choice = 'system'
  try {
    var stored = JSON.parse(localStorage.getItem('look') || 'null')
    if (stored && stored.version === 1 && /^(light|dark)(-hc)?$/.test(stored.data)) {
      choice = stored.data
    }
  } catch {
    // No storage (private mode) or a bad value: follow the system.
  }
  if (choice === 'system') {
    var matches = function (query) {
      return typeof matchMedia === 'function' && matchMedia(query).matches
    }
    choice = matches('(prefers-color-scheme: dark)') ? 'dark' : 'light'
    if (matches('(prefers-contrast: more)')) choice += '-hc'
  }
  document.documentElement.setAttribute('data-look', choice)
})()
