import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startDeviceToken } from './live/deviceToken';
import { startInspectorIfAsked } from './live/inspector';

startInspectorIfAsked();
startDeviceToken();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
