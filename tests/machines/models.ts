import type { MachineModel } from './support/model';
import { deviceTokenModel } from './deviceToken.model';

/**
 * The test model of every machine listed in machines/index.ts, by the same name. The report and
 * a check in machines.test.ts make sure no machine is left without one.
 */
export const models: Record<string, MachineModel<any>> = {
  deviceToken: deviceTokenModel,
};
