import { describe, expect, it } from 'vitest';
import { descriptionTabs, parseDescription } from '../../src/model/hotelDescription';
import { plainText } from '../../src/model/plainText';

describe('about the property (des)', () => {
  it('one tab per key with text, in the spec order', () => {
    const des = JSON.stringify({ location: 'Near the beach.', headline: 'Cosy hotel', amenities: 'WiFi', dining: '', unknown: 'x' });
    expect(descriptionTabs(des)).toEqual([
      { key: 'headline', label: 'Overview', lines: ['Cosy hotel'] },
      { key: 'amenities', label: 'Amenities', lines: ['WiFi'] },
      { key: 'location', label: 'Location', lines: ['Near the beach.'] },
    ]);
  });
  it('broken or odd JSON gives no tabs instead of an error', () => {
    for (const bad of ['{not json', '', '[1,2]', 'null', '42', null, 12]) expect(descriptionTabs(bad)).toEqual([]);
    expect(parseDescription('{"a":1}')).toEqual({ a: 1 });
  });
  it('HTML in the data becomes plain text', () => {
    const des = JSON.stringify({ rooms: '<p>Rooms with <strong>AC</strong></p><p>and <img src=x onerror=alert(1)>TV</p>' });
    expect(descriptionTabs(des)).toEqual([{ key: 'rooms', label: 'Rooms', lines: ['Rooms with AC', 'and TV'] }]);
  });
  it('plainText decodes entities and ignores non-strings', () => {
    expect(plainText('Tom &amp; Jerry&#39;s &lt;b&gt; &#8377;5')).toBe("Tom & Jerry's <b> ₹5");
    expect(plainText(undefined)).toBe('');
  });
});
