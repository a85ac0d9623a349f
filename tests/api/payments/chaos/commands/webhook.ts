import type { Model } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand, expectAnswer } from './command';

/**
 * One of the webhooks the sandbox sent, picked in any order from those held: delivered once,
 * twice at once (the provider's retry racing its first try), or dropped for good. A genuine
 * webhook is always taken (200), whatever it says and however often.
 */
export class Webhook extends ChaosCommand {
  constructor(
    readonly index: number,
    readonly how: 'once' | 'twice' | 'drop',
  ) {
    super();
  }

  check = () => true;

  protected async act(_model: Model, sequence: Sequence): Promise<void> {
    const { provider, app } = sequence.server;
    const webhook = provider.take(this.index);
    if (!webhook || this.how === 'drop') return;
    const answers = await Promise.all(Array.from({ length: this.how === 'twice' ? 2 : 1 }, () => provider.deliver(app, webhook)));
    for (const answer of answers) expectAnswer(`the webhook ${webhook.event}`, { status: answer.status, body: answer.body }, [200]);
  }

  toString = () => `webhook(${this.index}, ${this.how})`;
}
