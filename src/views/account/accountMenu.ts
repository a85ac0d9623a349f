import { paths } from '../../app/paths';

export interface AccountMenuItem {
  label: string;
  path: string;
  children?: readonly AccountMenuItem[];
}

/**
 * The account side menu. Choosing Bookings opens upcoming; choosing
 * Profile opens user-profile.
 */
export const accountMenu: readonly AccountMenuItem[] = [
  {
    label: 'Bookings',
    path: paths.userUpcoming,
    children: [
      { label: 'Upcoming', path: paths.userUpcoming },
      { label: 'Completed', path: paths.userCompleted },
      { label: 'Cancelled', path: paths.userCancelled },
    ],
  },
  {
    label: 'Profile',
    path: paths.userProfile,
    children: [
      { label: 'User Profile', path: paths.userProfile },
      { label: 'Delete Account', path: paths.userDeleteAccount },
    ],
  },
  { label: 'Wishlist', path: paths.userWishlist },
  { label: 'Reviews', path: paths.userReviews },
];

/**
 * The account pages with a route (AccountArea's route table). The menus show a sub-tab without
 * one disabled, and typing its path shows "Page not found!". Every item has one now.
 */
export const builtAccountPaths: ReadonlySet<string> = new Set<string>([
  paths.userUpcoming,
  paths.userCompleted,
  paths.userCancelled,
  paths.userProfile,
  paths.userDeleteAccount,
  paths.userWishlist,
  paths.userReviews,
]);

export const isBuilt = (path: string) => builtAccountPaths.has(path);

/** The item for the current path, or a group one of whose sub-items is the current path. */
export function isActive(item: AccountMenuItem, location: string): boolean {
  if (item.children) return item.children.some((child) => child.path === location);
  return item.path === location;
}
