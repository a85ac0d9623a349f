import { describe, expect, it } from 'vitest';
import { NestingCounter, nestsDeeperThan } from '../../server/http/jsonBody';

describe('how deep a JSON body nests, read as it arrives', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[1,{"c":{}}]}}', 4)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'a "quoted" [[[[ \\ backslash' }), 1)).toBe(false);
  });

  it('keeps its place across pieces, a string or an escape split between two', () => {
    const text = JSON.stringify([{ note: 'say \\"[[[[\\" twice' }, [[1]]]);
    for (let cut = 1; cut < text.length; cut++) {
      const counter = new NestingCounter(3);
      expect(counter.read(text.slice(0, cut)) && counter.read(text.slice(cut)), `cut at ${cut}`).toBe(true);
      const tight = new NestingCounter(2);
      expect(tight.read(text.slice(0, cut)) && tight.read(text.slice(cut)), `cut at ${cut}`).toBe(false);
    }
  });
});
