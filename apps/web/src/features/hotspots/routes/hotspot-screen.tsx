import { useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { CarouselHotspot } from '../components/carousel-hotspot';
import { MusicPlayerHotspot } from '../components/music-player-hotspot';
import { ShopHotspot } from '../components/shop-hotspot';
import { VideoHotspot } from '../components/video-hotspot';

/**
 * The five hotspot routes (spec: tap areas leading to the dashboard, profile, tee page or
 * carousel) share one lazily loaded module; the path picks the small screen to show.
 */
export function HotspotScreen() {
  // A trailing slash ('/shop/') matches the same route, so it must pick the same screen.
  const pathname = useLocation().pathname.replace(/(.)\/+$/, '$1');
  switch (pathname) {
    case paths.shop:
      return <ShopHotspot />;
    case paths.videoPlayer1:
      return <VideoHotspot key={pathname} position={0} />;
    case paths.videoPlayer2:
      return <VideoHotspot key={pathname} position={1} />;
    case paths.musicPlayer:
      return <MusicPlayerHotspot />;
    default:
      return <CarouselHotspot />;
  }
}
