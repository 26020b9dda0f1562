// Start-up stage 2 (main.tsx): the router, evaluated in a task of its own. Named exports only:
// a dynamic import of the package itself would keep every export it has.
export { BrowserRouter, matchRoutes } from 'react-router';
