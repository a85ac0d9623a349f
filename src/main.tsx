import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startDeviceToken } from './live/deviceToken';
import { startIdleSession } from './live/idleSession';
import { startInspectorIfAsked } from './live/inspector';
import { connectDeviceToken } from './live/session';

startInspectorIfAsked();
connectDeviceToken(startDeviceToken());
startIdleSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
