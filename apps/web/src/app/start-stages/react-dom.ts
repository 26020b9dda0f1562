// Start-up stage 1 (main.tsx): React DOM, evaluated in a task of its own.
export { createRoot, hydrateRoot } from 'react-dom/client';
