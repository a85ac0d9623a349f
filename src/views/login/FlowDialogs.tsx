import { useSelector } from '@xstate/react';
import { selectLoginModalOpen, selectOtpModalOpen } from '../../../machines/otpLogin.selectors';
import type { LoginFlow } from '../../live/loginFlow';
import { LoginModal } from './LoginModal';
import { OtpModal } from './OtpModal';

/** The login and OTP modals of one login flow (loaded with the overlays). */
export function FlowDialogs({ flow }: { flow: LoginFlow }) {
  const loginOpen = useSelector(flow.login, selectLoginModalOpen);
  const otpOpen = useSelector(flow.login, selectOtpModalOpen);
  return (
    <>
      <LoginModal login={flow.login} isOpen={loginOpen} />
      {otpOpen && <OtpModal login={flow.login} countdown={flow.countdown} />}
    </>
  );
}
