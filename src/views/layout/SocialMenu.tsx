import { IconButton, Menu, MenuButton, MenuItem } from '@chakra-ui/react';
import { socialLinks } from '../../../domain/brand';
import { Glyph } from './icons';
import { useClickOnMount } from '../overlays/useClickOnMount';
import { socialButton } from './socialButton';
import { SiteMenuList } from '../common/SiteMenuList';

/** The social links folded into one button, for headers too narrow to show them side by side (loaded with the overlays). */
export function SocialMenu({ openOnMount = false }: { openOnMount?: boolean }) {
  const button = useClickOnMount<HTMLButtonElement>(openOnMount);
  return (
    <Menu placement="bottom-end" isLazy>
      <MenuButton as={IconButton} ref={button} {...socialButton} />
      <SiteMenuList minW="12rem">
        {socialLinks.map((s) => (
          <MenuItem key={s.network} as="a" href={s.href} target="_blank" rel="noopener noreferrer" icon={<Glyph name={s.network} boxSize={4} />}>
            {s.label}
          </MenuItem>
        ))}
      </SiteMenuList>
    </Menu>
  );
}
