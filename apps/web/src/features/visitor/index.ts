/** B2C explore mode in the webfront (issue 20 item 1). */
export { useIsB2C, useExploreAllowed, isExplorePath } from './b2c';
export { VisitorEnroll } from './visitor-enroll';
export { useEnrollAfterSignIn } from './enroll-after-sign-in';
export { visitorMessages } from './visitor-messages';
