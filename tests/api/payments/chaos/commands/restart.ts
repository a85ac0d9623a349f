import type { Model } from '../model';
import type { Sequence } from '../sequence';
import { ChaosCommand } from './command';

/** The server stops and another starts on the same database (a deploy, a crash's restart); the traveller's session and the provider's webhooks carry on. */
export class Restart extends ChaosCommand {
  check = () => true;

  protected async act(_model: Model, sequence: Sequence): Promise<void> {
    await sequence.server.restart();
  }

  toString = () => 'restart()';
}
