/** What the header uses from notifications: the bell (its own chunk-friendly entry). */
export { NotificationBell } from './components/notification-bell';
export { notificationMessages } from './notification-messages';
