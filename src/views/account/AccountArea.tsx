import { Box, Button, Collapse, Flex, Heading, Text, useMediaQuery } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { paths } from '../../app/paths';
import { loginForAccountPage } from '../../live/loginFlow';
import { useSession } from '../../live/session';
import { NotFoundPage } from '../static/NotFoundPage';
import { AccountNav } from './AccountNav';
import { BookingsPage } from './BookingsPage';
import { DeleteAccountPage } from './DeleteAccountPage';
import { ProfilePage } from './ProfilePage';
import { AppRatingPage } from './AppRatingPage';
import { WishlistPage } from './WishlistPage';

/** The menu closes on screens this wide or narrower. */
const NARROW = '(max-width: 768px)';

/**
 * The account area `/user/*`. Logged out (a visit, or a session that ran out
 * here) the login opens over a plain account heading and the page shows after it; closing the
 * login goes home (the tab does both: `account.open` in tab.machine.ts). The side menu sits
 * beside the page; at 768 px or less it is closed and a toggle opens it. The pages: the bookings
 * lists, the profile, deleting the account, the wishlist and the app rating; any other path
 * shows "Page not found!".
 */
export default function AccountArea() {
  const { loggedIn } = useSession();
  const [narrow] = useMediaQuery(NARROW, { ssr: false });
  const [location] = useLocation();
  const search = useSearch();
  const asked = search ? `${location}?${search}` : location;
  useEffect(() => {
    if (!loggedIn) loginForAccountPage(asked);
  }, [loggedIn, asked]);
  // The menu stays open on the page, and at the width, it was opened at: moving on closes it.
  const here = `${location} ${narrow}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === here;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? here : null);

  if (!loggedIn) return <LoggedOutShell />;

  return (
    <Flex maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} py={{ base: 4, md: 8 }} gap={{ base: 4, md: 8 }} direction={narrow ? 'column' : 'row'}>
      {narrow ? (
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setMenuOpen(!menuOpen)}
            aria-expanded={menuOpen}
            aria-controls="account-side-menu"
          >
            {menuOpen ? 'Close account menu' : 'Open account menu'}
          </Button>
          <Collapse in={menuOpen} animateOpacity unmountOnExit>
            <Box mt={3} p={3} bg="white" borderWidth="1px" borderRadius="lg">
              <AccountNav id="account-side-menu" onChosen={() => setMenuOpen(false)} />
            </Box>
          </Collapse>
        </Box>
      ) : (
        <Box as="aside" w="240px" flexShrink={0} alignSelf="flex-start" p={3} bg="white" borderWidth="1px" borderRadius="lg" position="sticky" top={20}>
          <AccountNav id="account-side-menu" />
        </Box>
      )}
      <Box flex="1" minW={0}>
        <Switch>
          <Route path={paths.userProfile} component={ProfilePage} />
          <Route path={paths.userDeleteAccount} component={DeleteAccountPage} />
          <Route path={paths.userWishlist} component={WishlistPage} />
          <Route path={paths.userReviews} component={AppRatingPage} />
          <Route path={paths.userUpcoming}>
            <BookingsPage list="upcoming" />
          </Route>
          <Route path={paths.userCompleted}>
            <BookingsPage list="completed" />
          </Route>
          <Route path={paths.userCancelled}>
            <BookingsPage list="cancelled" />
          </Route>
          <Route>
            <NotFoundPage />
          </Route>
        </Switch>
      </Box>
    </Flex>
  );
}

/** What shows under the login modal while an account page waits for the login. */
function LoggedOutShell() {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: 3, md: 6 }} py={{ base: 6, md: 10 }}>
      <Heading as="h1" size="lg">
        My Account
      </Heading>
      <Text mt={2} color="gray.600">
        Log in to see your bookings, profile and wishlist.
      </Text>
    </Box>
  );
}
