import { describe, expect, it } from 'vitest';
import { readSharedTexts, shareTexts } from '../../server/modules/catalogue/sharedTexts';

describe('the catalogue texts in shared memory', () => {
  it('reads back each text whole, whatever its script, from one SharedArrayBuffer', () => {
    const texts = { cities: '[[1,"Bengaluru"]]', hotels: '[["h1","Café ₹ धर्मशाला 🙂"]]', rooms: '' };
    const shared = shareTexts(texts);
    expect(shared.bytes).toBeInstanceOf(SharedArrayBuffer);
    expect(shared.bytes.byteLength).toBe(Buffer.byteLength(texts.cities + texts.hotels + texts.rooms));
    expect(readSharedTexts(shared)).toEqual(texts);
  });

  it('is read again the same after a structured clone (as a worker receives it): the memory is shared, not copied', () => {
    const shared = shareTexts({ cities: 'a', hotels: 'bb', rooms: 'ccc' });
    const cloned = structuredClone(shared);
    Buffer.from(shared.bytes).write('z', 0);
    expect(readSharedTexts(cloned).cities).toBe('z');
  });
});
