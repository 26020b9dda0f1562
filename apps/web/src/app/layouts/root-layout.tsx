import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

/** Every path change starts at the top of the page (spec section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <ScrollRestoration getKey={(location) => location.pathname} />
      <Outlet />
    </>
  );
}
