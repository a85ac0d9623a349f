import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { models } from './models';

describe('machine list', () => {
  it('every machine in machines/index.ts has a test model, and every model a machine', () => {
    expect(Object.keys(models).sort()).toEqual(Object.keys(machines).sort());
    for (const [name, entry] of Object.entries(machines)) expect(models[name]!.machine).toBe(entry.machine);
  });
});
