import { IconButton, Menu, MenuButton, MenuItem, MenuList } from '@chakra-ui/react';
import { brand, socialLinks } from '../../content/brand';
import { Glyph } from './icons';

/** The social links folded into one button, for headers too narrow to show them side by side. */
export function SocialMenu() {
  return (
    <Menu placement="bottom-end" isLazy>
      <MenuButton as={IconButton} aria-label={`Follow ${brand.name}`} icon={<Glyph name="share" boxSize={4} />} size="sm" variant="ghost" color="gray.600" />
      <MenuList minW="12rem">
        {socialLinks.map((s) => (
          <MenuItem key={s.network} as="a" href={s.href} target="_blank" rel="noopener noreferrer" icon={<Glyph name={s.network} boxSize={4} />}>
            {s.label}
          </MenuItem>
        ))}
      </MenuList>
    </Menu>
  );
}
