/** Boot step: the theme, which evaluates Chakra's style system (its own chunk, `style`). */
export { theme } from '../app/theme';
