/** Edge-to-edge horizontal strip that snaps card by card; the scrollbar is hidden (swipe on touch). */
export const scrollRowClass =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
