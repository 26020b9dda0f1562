import { Outlet } from 'react-router';
import { BottomNav } from './bottom-nav';

/** Screens with the bottom bar; padding keeps content (and focus) clear of it. */
export function NavLayout() {
  return (
    <>
      <div className="pb-[calc(4.5rem+env(safe-area-inset-bottom))]">
        <Outlet />
      </div>
      <BottomNav />
    </>
  );
}
