// The deck and the focused single-column views are on the way to the first status of every
// timeline-like route: part of the first load, not a lazy import.
export { FocusedRoute as FocusedView } from '../deck/FocusedRoute'
