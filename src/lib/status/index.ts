// Pure status rules: what the card shows, offers, collapses and hides.
export * from './collapse'
export * from './greentext'
export * from './muting'
export * from './permissions'
export * from './poll'
export * from './translation'
