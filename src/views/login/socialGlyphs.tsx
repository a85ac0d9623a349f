import { Icon, type IconProps } from '@chakra-ui/react';

export type SocialLogin = 'google' | 'facebook' | 'email';

/** Simple original drawings; the icons only switch the login form to e-mail entry. */
const paths: Record<SocialLogin, string> = {
  google:
    'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z',
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  email: 'M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm1 2.4V17h16V7.4l-8 5.3zM5.2 7 12 11.5 18.8 7z',
};

export function SocialGlyph({ kind, ...props }: { kind: SocialLogin } & IconProps) {
  return (
    <Icon viewBox="0 0 24 24" boxSize={5} aria-hidden="true" focusable={false} {...props}>
      <path fill="currentColor" d={paths[kind]} />
    </Icon>
  );
}
