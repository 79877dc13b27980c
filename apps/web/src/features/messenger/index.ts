/** What the header uses from the messenger: the floating button's unread badge. */
export { MessengerBadge } from './components/messenger-badge';
export { messengerMessages } from './messenger-messages';
export { MessageGroupButton } from './components/message-group-button';
