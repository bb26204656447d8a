// What the settings screen reads and does for a signed-in account (its own profile, security,
// relations, data, server-side options), each resolving to a value or the message to show.

export * from './backups'
export * from './profile'
export * from './relations'
export * from './security'
export * from './server-side'
