import { describe, expect, it } from 'vitest';
import { firstPictureFinder } from '../../server/modules/catalogue/firstPicture';
import type { CatalogueReads } from '../../server/modules/catalogue/store/hotels';

describe('firstPictureFinder: the picture a page shows first', () => {
  const hotels = new Map([['1277333016', { id: '1277333016', imageCount: 12 }], ['1277333017', { id: '1277333017', imageCount: 0 }]]);
  const firstPicture = firstPictureFinder({ hotel: (id: string) => hotels.get(id), city: () => undefined } as unknown as CatalogueReads);

  it("names a hotel page's first Standard picture, with or without a search id", () => {
    expect(firstPicture('/search-detail/1277333016')).toBe('/media/hotels/1277333016/0-Standard.svg');
    expect(firstPicture('/search-detail/1277333016/abc123')).toBe('/media/hotels/1277333016/0-Standard.svg');
  });

  it('names nothing for an unknown hotel, a hotel without pictures, a path that does not decode, or another page', () => {
    for (const url of ['/search-detail/999', '/search-detail/1277333017', '/search-detail/%E0%A4%A', '/search-detail/', '/search-result', '/']) expect(firstPicture(url), url).toBeUndefined();
  });
});
