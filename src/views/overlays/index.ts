/**
 * Every overlay the first page can open: menus, the account drawer, the login and OTP modals,
 * the session-expiry dialog and the toast region. Chakra builds them on framer-motion, Popper,
 * focus-lock and remove-scroll, a large part of the first page's code otherwise; they load
 * together, on demand (./load.ts), and the first page paints without them.
 */
export { AccountMenus } from '../account/AccountMenus';
export { FlowDialogs } from '../login/FlowDialogs';
export { IdleDialog } from '../session/IdleDialog';
export { SocialMenu } from '../layout/SocialMenu';
export { Toasts } from './Toasts';
