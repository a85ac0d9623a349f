import type { MachineModel } from './support/model';
import { countdownModel } from './countdown.model';
import { deviceTokenModel } from './deviceToken.model';
import { idleSessionModel } from './idleSession.model';
import { otpLoginModel } from './otpLogin.model';
import { sessionModel } from './session.model';
import { wishlistModel } from './wishlist.model';

/**
 * The test model of every machine listed in machines/index.ts, by the same name. The report and
 * a check in machines.test.ts make sure no machine is left without one.
 */
export const models: Record<string, MachineModel<any>> = {
  deviceToken: deviceTokenModel,
  session: sessionModel,
  otpLogin: otpLoginModel,
  countdown: countdownModel,
  wishlist: wishlistModel,
  idleSession: idleSessionModel,
};
