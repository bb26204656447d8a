// The virtualised feed every column shows its rows in (statuses, notifications): rows keyed by
// entity id with measured heights, the reading anchor, the focused row kept across renders, the
// click block after new rows were shown.
export { TimelineList } from './TimelineList'
export { useClickBlock } from './use-click-block'
