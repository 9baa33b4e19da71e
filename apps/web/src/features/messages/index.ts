/** What the shell uses of the message centre: the bell. The page is a lazy route. */
export { MessageBell } from './message-bell';
