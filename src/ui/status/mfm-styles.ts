// Misskey markdown's styles, loaded when a post that uses it is about to show (mfm-style-loader).
import './mfm.css'
import './mfm-keyframes.css'

export const mfmStylesLoaded = true
