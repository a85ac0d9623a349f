/**
 * What every chaos command shares: it acts on the model and the real server, then waits until
 * nothing is in flight (server.ts), so the next command starts from what this one left. An
 * answer outside what the command allows (above all any 5xx) fails the sequence at once.
 */
import type { AsyncCommand } from 'fast-check';
import type { Model } from '../model';
import type { Sequence } from '../sequence';
import type { Answer } from '../server';

export abstract class ChaosCommand implements AsyncCommand<Model, Sequence> {
  abstract check(model: Readonly<Model>): boolean;
  protected abstract act(model: Model, sequence: Sequence): Promise<void>;
  abstract toString(): string;

  async run(model: Model, sequence: Sequence): Promise<void> {
    sequence.ran.push(this.toString().replace(/\(.*/, ''));
    await this.act(model, sequence);
    await sequence.server.quiet();
  }
}

/** Fails unless the answer's status is one `allowed` (never a 5xx). */
export function expectAnswer(what: string, answer: Answer, allowed: number[]): void {
  if (allowed.includes(answer.status)) return;
  const body = Buffer.isBuffer(answer.body) ? `${answer.body.length} bytes` : JSON.stringify(answer.body);
  throw new Error(`${what} answered ${answer.status}, not ${allowed.join(' or ')}: ${body}`);
}
