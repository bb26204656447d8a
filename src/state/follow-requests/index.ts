// Follow requests in the state layer: the account's list of requests, and approve / deny with
// the spec's order of effects.
export {
  useAnsweringFollowRequest,
  useFollowRequestActions,
  useFollowRequestArrivals,
  useFollowRequests,
} from './hooks'
