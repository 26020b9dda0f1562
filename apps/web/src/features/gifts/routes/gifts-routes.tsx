import { useLocation } from 'react-router';
import { ClaimGiftScreen } from './claim-gift-screen';
import { GiftsScreen } from './gifts-screen';
import { InviteScreen } from './invite-screen';

/**
 * /gifts, /gifts/claim and /gifts/invite as one lazy route: the app's router (in the fans' first
 * load, at its budget's edge) then carries one entry for all three rarely used screens.
 */
export function GiftsRoutes() {
  const { pathname } = useLocation();
  if (pathname.startsWith('/gifts/claim')) return <ClaimGiftScreen />;
  if (pathname.startsWith('/gifts/invite')) return <InviteScreen />;
  return <GiftsScreen />;
}
