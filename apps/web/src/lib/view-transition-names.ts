// Names shared by a card's picture and the same picture on its detail screen, so the browser's
// View Transitions API (React Router's `viewTransition` links) morphs one into the other.
// CSS ids cannot start with a digit or hold arbitrary characters, hence the prefix and cleanup.
const safe = (id: string | number) => String(id).replace(/[^a-zA-Z0-9_-]/g, '_');

export const albumArtName = (id: string) => `album-art-${safe(id)}`;
export const productArtName = (id: string | number) => `product-art-${safe(id)}`;
