import { Icon } from '@chakra-ui/react';

const PERSON = 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z';
const CHEVRON = 'M7 10l5 5 5-5z';

/** The header's account buttons, the same before the account menus have loaded (HeaderAccount) and after (AccountMenus). */
export const myAccountButton = {
  size: 'sm',
  colorScheme: 'brand',
  rightIcon: <Glyph d={CHEVRON} />,
  children: 'My Account',
} as const;

export const profileMenuButton = {
  'aria-label': 'Open profile menu',
  variant: 'ghost',
  size: 'sm',
  isRound: true,
  icon: <Glyph d={PERSON} boxSize={5} />,
} as const;

function Glyph({ d, boxSize = 4 }: { d: string; boxSize?: number }) {
  return (
    <Icon viewBox="0 0 24 24" boxSize={boxSize} aria-hidden="true" focusable={false}>
      <path fill="currentColor" d={d} />
    </Icon>
  );
}
