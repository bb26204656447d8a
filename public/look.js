// Applies the chosen look before the first paint, so a reload never flashes the other one.
// A file because the Content-Security-Policy forbids inline scripts; loaded blocking from the
// head, in the same wave as the stylesheet. Same stored value and rule as src/settings/look.ts.
// A theme beyond the built-in looks (an instance theme or the custom one) is stored as the
// custom properties it sets (src/settings/theme-vars.ts): they go on <html> here too.
;(function () {
  var root = document.documentElement
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
  try {
    var theme = JSON.parse(localStorage.getItem('themeVars') || 'null')
    if (theme && theme.version === 1 && theme.data && /^(light|dark)$/.test(theme.data.look)) {
      var vars = theme.data.vars || {}
      for (var name in vars) {
        if (/^--[A-Za-z]{1,40}$/.test(name) && typeof vars[name] === 'string') {
          root.style.setProperty(name, vars[name].slice(0, 400))
        }
      }
      choice = theme.data.look
      root.setAttribute('data-theme', '')
    }
  } catch {
    // A bad stored theme: the look alone.
  }
  root.setAttribute('data-look', choice)
})()
