import { Link, useNavigate } from 'react-router';
import type { LinkProps } from 'react-router';
import { nextLocationCommit, preloadRoute } from './route-preload';

/**
 * A link whose picture morphs into the next screen's (the View Transitions API, where the browser
 * has it; lib/view-transition-names.ts names the pictures). The next screen's code loads first,
 * then the browser captures the old page, the new screen renders, and it animates between them.
 * Reduced motion turns the animation off in styles.css. A plain link elsewhere.
 */
export function ViewTransitionLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const navigate = useNavigate();
  return (
    <Link
      {...props}
      to={to}
      onClick={(event) => {
        onClick?.(event);
        const plainClick =
          event.button === 0 &&
          !event.metaKey &&
          !event.altKey &&
          !event.ctrlKey &&
          !event.shiftKey;
        if (event.defaultPrevented || !plainClick || !document.startViewTransition) return;
        event.preventDefault();
        void preloadRoute(to)
          .catch(() => undefined)
          .then(() => {
            document.startViewTransition(() => {
              const committed = nextLocationCommit();
              void navigate(to);
              return committed;
            });
          });
      }}
    />
  );
}
