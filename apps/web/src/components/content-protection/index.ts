export { ContentProtection, useContentProtected } from './content-protection';
export { protectionMessages } from './protection-messages';
