import { describe, expect, it } from 'vitest';
import { styleTags } from '../../build/pageStyles/styleTags';

describe('styleTags: the style tags Emotion adopts', () => {
  it('puts classes and keyframes in one tag, each tag with the nonce placeholder the server fills in, that lists their ids, and each global in a tag of its own', () => {
    const tags = styleTags('css', {
      abc: '.css-abc{color:red;}@media screen and (min-width: 48em){.css-abc{color:blue;}}',
      k1: '@-webkit-keyframes animation-k1{from{opacity:0;}}@keyframes animation-k1{from{opacity:0;}}',
      g1: ':root{--x:1px;}',
      'g2 k2': 'body{margin:0;}@keyframes animation-k2{}',
      empty: '',
    });
    expect(tags).toBe(
      '<style data-emotion="css-global g1" nonce="PADAAV_CSP_NONCE">:root{--x:1px;}</style>' +
        '<style data-emotion="css-global g2" nonce="PADAAV_CSP_NONCE">body{margin:0;}@keyframes animation-k2{}</style>' +
        '<style data-emotion="css abc k1" nonce="PADAAV_CSP_NONCE">.css-abc{color:red;}@media screen and (min-width: 48em){.css-abc{color:blue;}}' +
        '@-webkit-keyframes animation-k1{from{opacity:0;}}@keyframes animation-k1{from{opacity:0;}}</style>',
    );
  });

  it('gives nothing for nothing', () => {
    expect(styleTags('css', {})).toBe('');
  });

  it('refuses a cache that did not keep its rules, and a rule that would close the tag', () => {
    expect(() => styleTags('css', { abc: true })).toThrow(/compat/);
    expect(() => styleTags('css', { abc: '.css-abc{content:"</style>";}' })).toThrow(/closes the style tag/);
  });
});
