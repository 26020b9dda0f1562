// The four festivals have their own named pages (spec section 2); the slug ties event and page.
import { paths } from '../../app/paths';

export const FESTIVAL_PAGES: Readonly<Record<string, string>> = {
  'rolling-loud': paths.rollingLoud,
  'souled-out': paths.souledOut,
  'twogether-land': paths.twogetherLand,
  coachella: paths.coachella,
};

export function festivalPage(slug: string | null): string | null {
  return slug ? (FESTIVAL_PAGES[slug] ?? null) : null;
}

/** The slug behind a named festival pathname such as '/coachella', or null for other paths. */
export function slugFromFestivalPath(pathname: string): string | null {
  const entry = Object.entries(FESTIVAL_PAGES).find(([, path]) => path === pathname);
  return entry ? entry[0] : null;
}
