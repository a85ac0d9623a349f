import { Suspense } from 'react';
import { useLoginFlow } from '../../live/loginFlow';
import { onDemand } from '../common/onDemand';
import { loadOverlays } from '../overlays/load';

const { Component: FlowDialogs } = onDemand(loadOverlays, 'FlowDialogs');

/**
 * The login and OTP modals of the open login flow (mounted once in the app). They load with the
 * overlays when a flow opens; the Login button starts that load as a pointer nears it.
 */
export function LoginDialogs() {
  const flow = useLoginFlow();
  return flow ? (
    <Suspense fallback={null}>
      <FlowDialogs key={flow.id} flow={flow} />
    </Suspense>
  ) : null;
}
