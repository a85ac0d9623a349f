import { Box, Button, List, ListItem } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { accountMenu, isActive, isBuilt, type AccountMenuItem } from './accountMenu';

/**
 * The account side menu: Bookings (Upcoming, Completed, Cancelled), Profile (User Profile,
 * Delete Account), Wishlist, Reviews. The active item follows the path; items whose page is not
 * built yet are disabled. `onChosen` lets a drawer or a collapsed menu close after a choice.
 */
export function AccountNav({ onChosen, id }: { onChosen?: () => void; id?: string }) {
  const [location] = useLocation();
  return (
    <Box as="nav" aria-label="Account menu" id={id}>
      <List spacing={1}>
        {accountMenu.map((item) => (
          <ListItem key={item.label}>
            <MenuEntry item={item} active={isActive(item, location)} onChosen={onChosen} strong />
            {item.children && (
              <List spacing={1} mt={1} pl={4}>
                {item.children.map((child) => (
                  <ListItem key={child.label}>
                    <MenuEntry item={child} active={isActive(child, location)} onChosen={onChosen} />
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function MenuEntry({ item, active, onChosen, strong }: { item: AccountMenuItem; active: boolean; onChosen?: () => void; strong?: boolean }) {
  const common = {
    variant: 'ghost',
    w: 'full',
    justifyContent: 'flex-start',
    fontWeight: strong ? '700' : '500',
    size: 'sm',
  } as const;
  if (!isBuilt(item.path)) {
    return (
      <Button {...common} isDisabled title="Coming soon">
        {item.label}
      </Button>
    );
  }
  return (
    <Button
      {...common}
      as={Link}
      href={item.path}
      aria-current={active ? 'page' : undefined}
      bg={active ? 'brand.50' : undefined}
      color={active ? 'brand.700' : undefined}
      borderStartWidth="3px"
      borderStartColor={active ? 'brand.500' : 'transparent'}
      borderRadius="md"
      onClick={onChosen}
    >
      {item.label}
    </Button>
  );
}
