import { atom } from 'jotai'
import { activeAccountAtom } from '../accounts/store'
import { bubbleAvailableAtom, instanceConfigAtom, visitorTimelinesAtom } from '../state/instance'

/**
 * What the navigation may offer the person now (spec 1 sections 1, 2 and 6): signed-in people
 * see every timeline (bubble and social only when the instance has bubble instances); visitors
 * see the public timelines the instance opens to them, and in private mode almost nothing.
 */
export const navigationAtom = atom((get) => {
  const signedIn = get(activeAccountAtom) !== undefined
  const visitor = get(visitorTimelinesAtom)
  const bubble = get(bubbleAvailableAtom)
  const config = get(instanceConfigAtom)
  return {
    signedIn,
    /** Private mode and signed out: only login, registration and about. */
    hideMostNavigation: config.private && !signedIn,
    friends: signedIn,
    dms: signedIn,
    bubble: bubble && (signedIn || visitor.bubble),
    publicTimeline: signedIn || visitor.local,
    federatedTimeline: signedIn || visitor.federated,
    whoToFollow: signedIn && config.suggestionsEnabled,
    registration: !signedIn && config.registrationOpen,
    featuresPanel: config.showFeaturesPanel,
  }
})
