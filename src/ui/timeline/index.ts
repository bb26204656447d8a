// The virtualised feed every column shows its rows in (statuses, notifications): rows keyed by
// entity id with measured heights, the reading anchor, the focused row kept across renders, the
// click block after new rows were shown, and the frame budget that rows arriving with a stream
// turn mount in.
export { TimelineList } from './TimelineList'
export { useClickBlock } from './use-click-block'
export { useMountGate } from './use-mount-gate'
export { useStreamTurnIds } from './use-stream-turn-ids'
