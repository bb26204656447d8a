// The navigation's own icons (24x24 stroke paths, drawn for this client), beside the shared set.
export const navIconPaths = {
  deck: 'M3 4h5v16H3zM10 4h5v16h-5zM17 4h4v16h-4z',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M16 3.5a4 4 0 0 1 0 7.5M22 21v-1a6 6 0 0 0-4-5.6',
  bubble: 'M4 5h16v11H9l-5 4z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5',
  menu: 'M4 6h16M4 12h16M4 18h16',
  hashtag: 'M9 3L7 21M17 3l-2 18M4 9h17M3 15h17',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7h.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  follow: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21v-1a6 6 0 0 1 12 0v1M19 8v6M16 11h6',
  signIn: 'M14 4h5v16h-5M3 12h11M10 8l4 4-4 4',
  grip: 'M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01',
  compose: 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4',
  keyboard: 'M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10',
} as const

export type NavIconName = keyof typeof navIconPaths
