/** Boot step: React's renderer for the browser. */
export { createRoot } from 'react-dom/client';
